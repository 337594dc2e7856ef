import { Card, Code, Paper, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "~/i18n/react";
import { RoleVisible } from "./RoleVisible";
import { DEMO_ROLES } from "./demo";
import { visibleTo } from "./visibility";

/** The directive page's elements: each with the role list it is given, as a developer writes it. */
const EXAMPLES: { id: string; roles?: readonly string[]; text: string }[] = [
  { id: "admin", roles: ["ROLE_ADMIN"], text: "onlyAdmin" },
  { id: "editor", roles: ["ROLE_EDITOR"], text: "onlyEditor" },
  { id: "both", roles: DEMO_ROLES, text: "both" },
  { id: "empty", roles: [], text: "empty" },
  { id: "none", text: "" },
];

const written = (roles?: readonly string[]) => (roles ? `<RoleVisible roles={[${roles.map((r) => `"${r}"`).join(", ")}]}>` : "<RoleVisible>");

/** Whether the element would be drawn, without raising for a missing list (the element shows that itself). */
const drawnFor = (viewer: readonly string[], roles?: readonly string[]) => !roles || visibleTo(viewer, roles);

/** The elements as `viewer` would see them: drawn, removed (said so in their place), or the developer's error. */
export function DirectiveExamples({ viewer }: { viewer: readonly string[] }) {
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`resources.permission.directive.${key}`, values);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {EXAMPLES.map((example) => (
        <Card key={example.id} withBorder padding="sm" data-testid={`directive-${example.id}`}>
          <Code block mb="xs" style={{ whiteSpace: "pre-wrap" }}>
            {written(example.roles)}
          </Code>
          <RoleVisible userRoles={viewer} roles={example.roles}>
            <Paper withBorder p="xs" bg="var(--mantine-color-teal-light)">
              <Text size="sm" fw={600} c="teal.9" data-testid="directive-element">
                {r(example.text)}
              </Text>
            </Paper>
          </RoleVisible>
          {!drawnFor(viewer, example.roles) && (
            <Text size="sm" c="dimmed">
              {r("removed", { roles: viewer.join(", ") })}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
