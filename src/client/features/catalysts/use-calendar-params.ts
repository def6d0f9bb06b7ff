import { useCallback, useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { calendarPath, readCalendar, type CalendarState } from "./calendar-params";
import { KEEP_SCROLL } from "@/client/components/layout/scroll-restoration";

/** The calendar's filters and view, read from the address; each change is a history entry, so Back undoes it. */
export function useCalendarParams() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => readCalendar(searchParams), [searchParams]);
  const show = useCallback((next: CalendarState) => void navigate(calendarPath(next), { state: KEEP_SCROLL }), [navigate]);
  return { state, show };
}
