import "bpmn-js/dist/assets/diagram-js.css";
import "bpmn-js/dist/assets/bpmn-js.css";
import { Alert, Group, Loader, Stack, Text } from "@mantine/core";
import type NavigatedViewer from "bpmn-js/lib/NavigatedViewer";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { activitiModdle } from "./activiti-moddle";
import classes from "./diagram.module.css";
import { labelCanvas } from "./label-canvas";

const T = "resources.processDiagram";

interface Canvas {
  addMarker(id: string, marker: string): void;
  zoom(level: string, center: string): void;
}

/**
 * A process instance's diagram, read-only (pan and zoom): its current nodes highlighted, the
 * nodes and flows it has passed marked, with a legend. Loaded in an effect like the modeller.
 */
export function ProcessViewer({ xml, current, passed }: { xml: string; current: readonly string[]; passed: readonly string[] }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "shown" | "unreadable">("loading");
  const marks = JSON.stringify([current, passed]);

  useEffect(() => {
    let live = true;
    let viewer: NavigatedViewer | null = null;
    void import("bpmn-js/lib/NavigatedViewer").then(async ({ default: Viewer }) => {
      if (!live || !container.current) return;
      viewer = new Viewer({ container: container.current, moddleExtensions: { activiti: activitiModdle } });
      labelCanvas(container.current, t(`${T}.canvas`));
      try {
        await viewer.importXML(xml);
        const canvas = viewer.get("canvas") as Canvas;
        const [now, before] = JSON.parse(marks) as [string[], string[]];
        const exists = (id: string) => Boolean((viewer!.get("elementRegistry") as { get(id: string): unknown }).get(id));
        for (const id of before.filter(exists)) canvas.addMarker(id, "wf-passed");
        for (const id of now.filter(exists)) canvas.addMarker(id, "wf-current");
        canvas.zoom("fit-viewport", "auto");
        if (live) setState("shown");
      } catch {
        if (live) setState("unreadable");
      }
    });
    return () => {
      live = false;
      viewer?.destroy();
    };
    // Built once per diagram and marks: a change of language keeps it.
  }, [xml, marks]);

  return (
    <Stack gap="xs">
      {state === "unreadable" && <Alert color="red">{t(`${T}.unreadable`)}</Alert>}
      <div ref={container} className={classes.viewer}>
        {state === "loading" && <Loader size="sm" m="md" aria-label={t(`${T}.loading`)} />}
      </div>
      <Group gap="lg" aria-label={t(`${T}.legend`)} role="group">
        <Legend swatch={classes.swatchCurrent} label={t(`${T}.current`)} />
        <Legend swatch={classes.swatchPassed} label={t(`${T}.passed`)} />
        <Legend swatch={classes.swatch} label={t(`${T}.waiting`)} />
      </Group>
    </Stack>
  );
}

function Legend({ swatch, label }: { swatch: string; label: string }) {
  return (
    <Group gap={6}>
      <span className={swatch} aria-hidden="true" />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
