import { Button, Group, SimpleGrid, Text } from "@mantine/core";
import type { BankAccount } from "@portal/contract/bank-account/bank-account.schema";
import { IconEye, IconEyeOff } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { maskAccountNumber } from "../bank-account-form-values";

/** One term of the details: its label and value. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="gray.7" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

/** The account in use; its number hidden but for the last 3 digits until the user shows it. */
export function BankAccountDetails({ account }: { account: BankAccount }) {
  const { t } = useTranslation("bank-account");
  const [isNumberShown, setNumberShown] = useState(false);
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      <Detail label={t("fields.bank")}>
        {t("form.option", { code: account.bankCode, name: account.bankName })}
      </Detail>
      <Detail label={t("fields.branch")}>
        {t("form.option", { code: account.branchCode, name: account.branchName })}
      </Detail>
      <Detail label={t("fields.accountCategory")}>{t(`categories.${account.accountCategory}`)}</Detail>
      <div>
        <Text size="sm" c="gray.7" component="dt">
          {t("fields.accountNumber")}
        </Text>
        <Group component="dd" m={0} gap="xs" wrap="nowrap">
          <Text ff="monospace" aria-live="polite">
            {isNumberShown ? account.accountNumber : maskAccountNumber(account.accountNumber)}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={
              isNumberShown ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />
            }
            aria-label={isNumberShown ? t("details.hideNumber") : t("details.showNumber")}
            onClick={() => setNumberShown((shown) => !shown)}
          >
            {isNumberShown ? t("details.hide") : t("details.show")}
          </Button>
        </Group>
      </div>
      <Detail label={t("fields.accountName")}>{account.accountName}</Detail>
      <Detail label={t("fields.since")}>{formatDisplayDate(account.effectiveDate)}</Detail>
    </SimpleGrid>
  );
}
