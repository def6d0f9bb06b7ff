import { AnalysisPanel } from "./analysis-panel";
import { AssistantChat } from "./assistant-chat";
import { RecentAnalyses } from "./recent-analyses";
import type { AnalysisWorkspace as Workspace } from "./use-analysis-workspace";

type AnalysisWorkspaceProps<Type extends string> = {
  workspace: Workspace<Type>;
  analysis: { title: string; description: string; types: readonly Type[] };
  assistant: { title: string; description: string; placeholder: string };
};

/** The AI Analysis buttons and newest result, the assistant, and Recent Analyses of one screen. */
export function AnalysisWorkspace<Type extends string>({ workspace, analysis, assistant }: AnalysisWorkspaceProps<Type>) {
  return (
    <>
      <AnalysisPanel
        {...analysis}
        hasResults={workspace.hasResults}
        running={workspace.running}
        latest={workspace.latest}
        onRun={workspace.run}
      />
      <AssistantChat {...assistant} chat={workspace.chat} ask={workspace.ask} />
      <RecentAnalyses channel={workspace.channel} />
    </>
  );
}
