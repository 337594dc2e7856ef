import { Button, Group, Text, TextInput } from "@mantine/core";
import { Form } from "@remix-run/react";
import { IconSearch } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/react";
import type { ManifestQueryProblem } from "#contract/customs/manifest";
import { MANIFEST_PAGE, type ManifestSearch } from "./links";

/** Hints and refusals under the input, so the inputs of a row line up. */
const BELOW = { inputWrapperOrder: ["label", "input", "description", "error"] as ("label" | "input" | "description" | "error")[] };

/** Which field a refusal belongs under. */
const FIELD_OF: Record<ManifestQueryProblem["rule"], "scac" | "bill" | "container"> = {
  needed: "bill",
  one: "container",
  issuerShape: "scac",
  billShape: "bill",
  containerShape: "container",
  containerCheckDigit: "container",
};

/**
 * The search, a GET form: the result's URL holds it, so an answer is a link and the back button
 * goes to the previous one. A bill is typed whole or as its issuer's SCAC and number; or a container.
 */
export function ManifestSearchForm({ search, problem }: { search: ManifestSearch | null; problem: ManifestQueryProblem | null }) {
  const { t } = useTranslation();
  const s = (key: string) => t(`resources.ManifestQuery.search.${key}`);
  const refusal = problem && t(`resources.ManifestQuery.refusals.${problem.rule}`, "expected" in problem ? { expected: problem.expected } : {});
  const errorOf = (field: "scac" | "bill" | "container") => (problem && FIELD_OF[problem.rule] === field ? refusal : undefined);
  return (
    <Form method="get" action={MANIFEST_PAGE} role="search" aria-label={s("label")} key={JSON.stringify(search)}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Group align="flex-start" gap="xs" wrap="nowrap" flex="1 1 340px" maw={440}>
          <TextInput name="scac" label={s("scac")} description={s("scacHint")} defaultValue={search?.scac} error={errorOf("scac")} maxLength={8} autoComplete="off" w={110} {...BELOW} />
          <TextInput name="bill" label={s("bill")} description={s("billHint")} defaultValue={search?.bill} error={errorOf("bill")} maxLength={40} autoComplete="off" spellCheck={false} flex={1} {...BELOW} />
        </Group>
        <Text size="sm" c="dimmed" mt={{ base: 0, sm: 30 }} aria-hidden>
          {s("or")}
        </Text>
        <Group align="flex-start" gap="xs" wrap="nowrap" flex="1 1 280px" maw={360}>
          <TextInput name="container" label={s("container")} description={s("containerHint")} defaultValue={search?.container} error={errorOf("container")} maxLength={40} autoComplete="off" spellCheck={false} flex={1} {...BELOW} />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} mt={25} px="sm">
            {s("submit")}
          </Button>
        </Group>
      </Group>
    </Form>
  );
}
