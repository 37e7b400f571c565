import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { HttpStatus } from "@portal/contract/common/http";
import type { ColleagueSummary } from "@portal/contract/employee/colleague.schema";
import type { HelpEditor } from "@portal/contract/help/help.schema";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../components/ui/confirm-modal";
import { EmployeeSearchSelect } from "../../../components/ui/employee-search-select";
import { StackedRow, StackedTable } from "../../../components/ui/stacked-table";
import { ApiError } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { notifySuccess } from "../../../lib/notify";
import { useLocalizedName } from "../../../lib/use-localized-name";
import { useColleagueSearch } from "../../colleague/api/search-colleagues";
import { useHelpEditors } from "../api/get-help-editors";
import { useGrantHelpEditor } from "../api/grant-help-editor";
import { useRevokeHelpEditor } from "../api/revoke-help-editor";

const idOf = (colleague: ColleagueSummary) => colleague.id;
const labelOf = (colleague: ColleagueSummary) => `${colleague.fullName} (${colleague.account})`;

/** Administrators choose who besides administrators and HR may edit help pages. */
export function HelpEditors() {
  const { t } = useTranslation("help");
  const editors = useHelpEditors();
  const grant = useGrantHelpEditor();
  const revoke = useRevokeHelpEditor();
  const departmentName = useLocalizedName();
  const [chosen, setChosen] = useState<ColleagueSummary | null>(null);
  const [removing, setRemoving] = useState<HelpEditor | null>(null);

  if (editors.error instanceof ApiError && editors.error.status === HttpStatus.permissionDenied) {
    return (
      <Alert color="yellow" role="alert" maw={860}>
        {t("editors.permissionDenied")}
      </Alert>
    );
  }

  function handleAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) return;
    const name = chosen.fullName;
    grant.mutate(chosen.id, {
      onSuccess: () => {
        setChosen(null);
        notifySuccess(t("editors.added", { name }));
      },
    });
  }

  return (
    <Stack maw={860}>
      <Title order={1} size="h2">
        {t("editors.title")}
      </Title>
      <Text c="gray.7">{t("editors.intro")}</Text>
      <form onSubmit={handleAdd} noValidate>
        <Group align="flex-end" wrap="wrap">
          <EmployeeSearchSelect
            label={t("editors.employee")}
            placeholder={t("editors.employeePlaceholder")}
            clearable
            miw={280}
            style={{ flex: 1 }}
            useSearch={useColleagueSearch}
            idOf={idOf}
            labelOf={labelOf}
            detailOf={(colleague) => departmentName(colleague.dept)}
            messages={{ idle: t("editors.typeToSearch"), nothingFound: t("editors.nothingFound") }}
            value={chosen}
            onChange={setChosen}
          />
          <Button type="submit" disabled={!chosen} loading={grant.isPending}>
            {t("editors.add")}
          </Button>
        </Group>
      </form>
      {editors.isPending ? (
        <Loader size="sm" aria-label={t("loading")} />
      ) : editors.isError ? (
        <Alert color="red" role="alert">
          {t("editors.loadFailed")}
        </Alert>
      ) : editors.data.length === 0 ? (
        <Text c="gray.7">{t("editors.none")}</Text>
      ) : (
        <StackedTable
          columns={[
            t("editors.name"),
            t("editors.department"),
            t("editors.since"),
            { label: t("editors.actions"), isLabelHidden: true },
          ]}
          minWidth={560}
          nativeScroll
          tableProps={{ striped: true, "aria-label": t("editors.title") }}
        >
          {editors.data.map((editor) => (
            <StackedRow key={editor.employeeId}>
              <Table.Td>
                {editor.fullName}{" "}
                <Text span size="xs" c="gray.7">
                  {editor.employeeCode}
                </Text>
              </Table.Td>
              <Table.Td>{editor.departmentName ?? "—"}</Table.Td>
              <Table.Td>
                {editor.grantedByName
                  ? t("editors.grantedBy", {
                      date: formatDateTime(editor.grantedAt),
                      name: editor.grantedByName,
                    })
                  : formatDateTime(editor.grantedAt)}
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => setRemoving(editor)}
                  aria-label={t("editors.removeName", { name: editor.fullName })}
                >
                  {t("editors.remove")}
                </Button>
              </Table.Td>
            </StackedRow>
          ))}
        </StackedTable>
      )}
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const name = removing.fullName;
          revoke.mutate(removing.employeeId, {
            onSuccess: () => notifySuccess(t("editors.removed", { name })),
            onSettled: () => setRemoving(null),
          });
        }}
        title={t("editors.removeTitle")}
        message={t("editors.removeMessage", { name: removing?.fullName ?? "" })}
        cancelLabel={t("editors.cancel")}
        confirmLabel={t("editors.remove")}
        pending={revoke.isPending}
      />
    </Stack>
  );
}
