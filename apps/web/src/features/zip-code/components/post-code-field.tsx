import { Loader, Select, Stack, TextInput } from "@mantine/core";
import type { ZipCodeAddress } from "@portal/contract/zip-code/zip-code.schema";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLookUpZipCode } from "../api/lookup-zip-code";
import { cleanPostCode, postCodeDigits } from "../post-code-text";

/** A Japanese post code has 7 digits (tickets spec §9); only such a code is looked up. */
const postCodeDigitCount = 7;

export interface PostCodeFieldProps {
  /** The post code as typed (digits and at most the hyphen, half-width). */
  value: string;
  onChange(value: string): void;
  /** Called with the address of the code once it is known (or picked, when it has several). */
  onAddress(address: ZipCodeAddress): void;
  label?: string;
  /** The form's own message for the field; shown before the lookup's. */
  error?: string;
  required?: boolean;
}

type Lookup =
  | { status: "idle" | "loading" | "invalid" | "failed" }
  | { status: "choose"; addresses: ZipCodeAddress[]; chosen: string | null };

/**
 * A post code typed with or without the hyphen (full-width digits converted). Exactly 7 digits
 * look the code up: one address fills the form at once, several are offered to pick from; a code
 * without an address says "Post Code invalid.", a failed lookup the load-failed message.
 */
export function PostCodeField({ value, onChange, onAddress, label, error, required }: PostCodeFieldProps) {
  const { t } = useTranslation(["common", "errors"]);
  const lookUp = useLookUpZipCode();
  const [lookup, setLookup] = useState<Lookup>({ status: "idle" });
  // The digits the latest lookup is for: an answer for an older code is dropped.
  const latest = useRef("");

  async function handleChange(text: string) {
    const cleaned = cleanPostCode(text);
    if (cleaned === value) return;
    onChange(cleaned);
    const digits = postCodeDigits(cleaned);
    latest.current = digits;
    if (digits.length !== postCodeDigitCount) {
      setLookup({ status: digits.length > postCodeDigitCount ? "invalid" : "idle" });
      return;
    }
    setLookup({ status: "loading" });
    try {
      const addresses = await lookUp(digits);
      if (latest.current !== digits) return;
      const [only] = addresses;
      if (!only) setLookup({ status: "invalid" });
      else if (addresses.length > 1) setLookup({ status: "choose", addresses, chosen: null });
      else {
        setLookup({ status: "idle" });
        onAddress(only);
      }
    } catch {
      if (latest.current === digits) setLookup({ status: "failed" });
    }
  }

  function handlePick(index: string | null) {
    if (lookup.status !== "choose" || index === null) return;
    const address = lookup.addresses[Number(index)];
    if (!address) return;
    setLookup({ ...lookup, chosen: index });
    onAddress(address);
  }

  const lookupError =
    lookup.status === "invalid"
      ? t("common:zipCode.invalid")
      : lookup.status === "failed"
        ? t("errors:LOAD_FAILED")
        : undefined;

  return (
    <Stack gap="xs">
      <TextInput
        label={label ?? t("common:zipCode.label")}
        description={t("common:zipCode.hint")}
        required={required}
        value={value}
        onChange={(event) => void handleChange(event.currentTarget.value)}
        error={error || lookupError}
        inputMode="numeric"
        autoComplete="postal-code"
        aria-busy={lookup.status === "loading"}
        rightSection={
          lookup.status === "loading" ? (
            <Loader size="xs" role="status" aria-label={t("common:zipCode.lookingUp")} />
          ) : undefined
        }
      />
      {lookup.status === "choose" && (
        <Select
          label={t("common:zipCode.chooseAddress")}
          placeholder={t("common:zipCode.severalAddresses", { count: lookup.addresses.length })}
          data={lookup.addresses.map((address, index) => ({ value: String(index), label: address.address }))}
          value={lookup.chosen}
          onChange={handlePick}
          searchable
          maxDropdownHeight={280}
        />
      )}
    </Stack>
  );
}
