import { Table } from "@mantine/core";
import { Fragment } from "react";
import { timeText } from "#contract/time-text";
import type { HistoryStep } from "#contract/workflow/instance";
import { useTranslation } from "~/i18n/react";
import { useTimeZone } from "~/lib/use-time-zone";
import { FormValuesView } from "./FormValuesView";
import type { TaskForms } from "./task-form";

const T = "resources.processModel.history";

/**
 * Every step of an instance, oldest first: where, what, who (and whom), and the comment said; a
 * step that completed a designed form shows its values under it, by the form's labels.
 */
export function InstanceHistory({ steps, forms }: { steps: HistoryStep[]; forms: TaskForms }) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`${T}.when`)}</Table.Th>
            <Table.Th>{t(`${T}.step`)}</Table.Th>
            <Table.Th>{t(`${T}.action`)}</Table.Th>
            <Table.Th>{t(`${T}.who`)}</Table.Th>
            <Table.Th>{t(`${T}.comment`)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {steps.map((step) => {
            const form = step.formKey && step.variables ? forms[step.formKey] : undefined;
            return (
              <Fragment key={step.id}>
                <Table.Tr>
                  <Table.Td>{step.createTime ? timeText(step.createTime, zone) : ""}</Table.Td>
                  <Table.Td>{step.activityName ?? step.activityId ?? ""}</Table.Td>
                  <Table.Td>{t(`${T}.actions.${step.action}`)}</Table.Td>
                  <Table.Td>
                    {step.username ?? ""}
                    {step.targetUserName ? ` → ${step.targetUserName}` : ""}
                  </Table.Td>
                  <Table.Td>{step.comment ?? ""}</Table.Td>
                </Table.Tr>
                {form && step.variables && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <FormValuesView
                        form={form}
                        variables={step.variables}
                        title={t(`${T}.formValues`, {
                          form: form.name,
                          step: step.activityName ?? step.activityId ?? "",
                        })}
                      />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
