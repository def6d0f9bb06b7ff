import { useRef, type ComponentProps, type ReactNode, type RefObject } from "react";
import { Play, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/class-names";
import { FeatureCards, PageHero, PageSection } from "./marketing-blocks";
import { scrollToSection } from "./scroll-to-section";
import { StepList } from "./step-list";

type Step = { title: string; text: string };

/** "Try Demo" (scrolls to the demo section), or a link with its icon. */
type HeroAction = "try-demo" | { label: string; icon: LucideIcon; to: string };

type AgentSection = {
  title: string;
  tone: "white" | "grey";
  intro?: string;
  /** Where Try Demo leads; `focus` is what gets the keyboard there (the section itself if none). */
  demo?: { focus?: RefObject<HTMLElement | null> };
} & ({ cards: ComponentProps<typeof FeatureCards>["cards"]; columns?: 3 | 4 } | { steps: readonly Step[] } | { content: ReactNode });

type AgentMarketingPageProps = {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** The first is the main call to action, the second is drawn in outline. */
  actions: readonly [HeroAction, HeroAction];
  /** Shown between the hero and the first section. */
  figure?: ReactNode;
  sections: readonly AgentSection[];
};

function SectionBody({ section }: { section: AgentSection }) {
  if ("cards" in section) return <FeatureCards cards={section.cards} columns={section.columns} />;
  if ("steps" in section) return <StepList steps={section.steps} />;
  return section.content;
}

/**
 * The page of an agent set up for a company (/rag-agent, /db-chat-agent; news-community-support.md
 * §2): a hero with two calls to action, then titled sections of cards, steps or the page's own content.
 */
export function AgentMarketingPage({ eyebrow, title, subtitle, actions, figure, sections }: AgentMarketingPageProps) {
  const demoRef = useRef<HTMLElement>(null);
  const demo = sections.find((section) => section.demo)?.demo;
  // The spec gives the hero's buttons no action: trying means the demo below, the other means talking to us.
  const tryDemo = () => scrollToSection(demoRef.current, demo?.focus ? demo.focus.current : demoRef.current);

  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} subtitle={subtitle}>
        {actions.map((action, index) => {
          const variant = index === 0 ? undefined : "outline";
          if (action === "try-demo") {
            return (
              <Button key="try-demo" size="lg" variant={variant} onClick={tryDemo}>
                <Play aria-hidden />
                Try Demo
              </Button>
            );
          }
          const Icon = action.icon;
          return (
            <Button key={action.label} asChild size="lg" variant={variant}>
              <Link to={action.to}>
                <Icon aria-hidden />
                {action.label}
              </Link>
            </Button>
          );
        })}
      </PageHero>
      {figure}
      {sections.map((section) => {
        // A section reached by Try Demo takes the focus itself when nothing inside it is named.
        const focusesItself = section.demo && !section.demo.focus;
        return (
          <PageSection
            key={section.title}
            ref={section.demo ? demoRef : undefined}
            tabIndex={focusesItself ? -1 : undefined}
            tone={section.tone}
            title={section.title}
            intro={section.intro}
            className={section.demo ? cn("scroll-mt-16", focusesItself && "focus:outline-none") : undefined}
          >
            <SectionBody section={section} />
          </PageSection>
        );
      })}
    </>
  );
}
