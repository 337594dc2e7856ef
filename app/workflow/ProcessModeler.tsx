import "bpmn-js/dist/assets/diagram-js.css";
import "bpmn-js/dist/assets/bpmn-js.css";
import "bpmn-js/dist/assets/bpmn-font/css/bpmn.css";
import { Alert, Box, Flex, Loader } from "@mantine/core";
import type Modeler from "bpmn-js/lib/Modeler";
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from "react";
import type { TFunction } from "~/i18n/translator";
import { useTranslation } from "~/i18n/react";
import { activitiModdle } from "./activiti-moddle";
import { DiagramEditor, type ModelerServices } from "./diagram-editor";
import type { DiagramElement } from "./diagram-elements";
import classes from "./diagram.module.css";
import { ElementPanel, type PanelOptions } from "./ElementPanel";
import { fitBesidePalette } from "./fit-diagram";
import { labelCanvas } from "./label-canvas";
import { SUBSET_SHAPES, subsetModelingModule, type SubsetTexts } from "./subset-modeling";

const T = "resources.processDiagram";

export interface ProcessModelerHandle {
  /** The diagram as BPMN 2.0 XML, `activiti:` attributes included. */
  saveXml(): Promise<string>;
}

function subsetTexts(t: TFunction): SubsetTexts {
  const each = (key: string) => Object.fromEntries(SUBSET_SHAPES.map((s) => [s.kind, t(`${T}.${key}`, { kind: t(`${T}.kinds.${s.kind}`) })])) as SubsetTexts["create"];
  return { create: each("create"), append: each("append"), hand: t(`${T}.hand`), lasso: t(`${T}.lasso`), connect: t(`${T}.connect`), remove: t(`${T}.remove`) };
}

/**
 * The process modeller: bpmn-js narrowed to the engine's subset, with a side panel that lists and
 * edits the elements. bpmn-js touches the DOM as it loads, so it is imported in an effect and
 * never runs in the server render.
 */
export const ProcessModeler = forwardRef<ProcessModelerHandle, { xml: string; options: PanelOptions }>(function ProcessModeler({ xml, options }, ref) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const modeler = useRef<Modeler | null>(null);
  const texts = useRef(subsetTexts(t));
  const [editor, setEditor] = useState<DiagramEditor | null>(null);
  const [elements, setElements] = useState<DiagramElement[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);

  useImperativeHandle(ref, () => ({
    async saveXml() {
      if (!modeler.current) throw new Error("The modeller has not loaded");
      const { xml: saved } = await modeler.current.saveXML({ format: true });
      return saved ?? "";
    },
  }));

  useEffect(() => {
    let live = true;
    let created: Modeler | null = null;
    void import("bpmn-js/lib/Modeler").then(async ({ default: BpmnModeler }) => {
      if (!live || !container.current) return;
      created = new BpmnModeler({
        container: container.current,
        additionalModules: [subsetModelingModule],
        moddleExtensions: { activiti: activitiModdle },
        subsetTexts: texts.current,
      });
      modeler.current = created;
      labelCanvas(container.current, t(`${T}.canvas`));
      const diagram = new DiagramEditor(created as unknown as ModelerServices);
      const refresh = () => {
        setElements(diagram.elements());
        setSelected(diagram.selected());
      };
      created.on(["import.done", "elements.changed", "selection.changed"], refresh);
      try {
        await created.importXML(xml);
        fitBesidePalette(created.get("canvas"), container.current);
        setEditor(diagram);
      } catch {
        if (live) setUnreadable(true);
      }
    });
    return () => {
      live = false;
      created?.destroy();
      modeler.current = null;
    };
    // Built once per diagram: a change of language must not throw the drawing away.
  }, [xml]);

  return (
    <Flex direction={{ base: "column", md: "row" }} gap="md" align="stretch">
      <Box flex={1} miw={0}>
        {unreadable && (
          <Alert color="red" mb="sm">
            {t(`${T}.unreadable`)}
          </Alert>
        )}
        <div ref={container} className={classes.canvas}>
          {!editor && !unreadable && <Loader size="sm" m="md" aria-label={t(`${T}.loading`)} />}
        </div>
      </Box>
      <Box w={{ base: "100%", md: 340 }}>{editor && <ElementPanel editor={editor} elements={elements} selected={selected} options={options} />}</Box>
    </Flex>
  );
});
