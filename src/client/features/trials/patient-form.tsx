import { useState, type FormEvent } from "react";
import { UserSearch } from "lucide-react";
import type { EligibilityRequest } from "@/shared/trials/contracts";
import {
  ELIGIBILITY_REQUIRED_MESSAGE,
  PATIENT_AGE_MAX,
  SEX_OPTIONS,
  splitConditions,
  type PatientSex,
} from "@/shared/trials/options";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Select } from "@/client/components/ui/select";
import { Spinner } from "@/client/components/ui/spinner";

type PatientFormProps = { isSearching: boolean; onSubmit: (request: EligibilityRequest) => void };

const AGE_RANGE_MESSAGE = `Age must be a whole number between 0 and ${PATIENT_AGE_MAX}`;

/** Age (required), sex, conditions (required) and an optional location (agents §2, §5). */
export function PatientForm({ isSearching, onSubmit }: PatientFormProps) {
  const [age, setAge] = useState("");
  const [sex, setSex] = useState<PatientSex>("all");
  const [conditions, setConditions] = useState("");
  const [location, setLocation] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const conditionList = splitConditions(conditions);
    if (!age.trim() || conditionList.length === 0) return setProblem(ELIGIBILITY_REQUIRED_MESSAGE);
    const years = Number(age);
    if (!Number.isInteger(years) || years < 0 || years > PATIENT_AGE_MAX) return setProblem(AGE_RANGE_MESSAGE);
    setProblem(null);
    onSubmit({ age: years, sex, conditions: conditionList, location: location.trim() || undefined });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Patient details">
      {problem && <Alert variant="destructive">{problem}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="patient-age" label="Age" required>
          <Input type="number" inputMode="numeric" min={0} max={PATIENT_AGE_MAX} step={1} value={age} onChange={(event) => setAge(event.target.value)} />
        </FormField>
        <FormField id="patient-sex" label="Sex">
          <Select options={SEX_OPTIONS} value={sex} placeholder="Sex" onValueChange={(value) => setSex(value as PatientSex)} />
        </FormField>
        <FormField id="patient-conditions" label="Medical Conditions" required hint="Separate several conditions with commas.">
          <Input value={conditions} onChange={(event) => setConditions(event.target.value)} placeholder="e.g. Type 2 Diabetes, Hypertension" />
        </FormField>
        <FormField id="patient-location" label="Location (optional)">
          <Input value={location} onChange={(event) => setLocation(event.target.value)} placeholder="City, state or country" />
        </FormField>
      </div>
      <Button type="submit" disabled={isSearching}>
        {isSearching ? <Spinner label={null} /> : <UserSearch aria-hidden />}
        {isSearching ? "Finding Trials..." : "Find Eligible Trials"}
      </Button>
    </form>
  );
}
