import type { ZipCodeAddress } from "@portal/contract/zip-code/zip-code.schema";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { PostCodeField } from "./post-code-field";

const address = (town: string, overrides: Partial<ZipCodeAddress> = {}): ZipCodeAddress => ({
  zipCode: "1000005",
  prefectureCode: "13",
  prefecture: "東京都",
  cityCode: "13101",
  city: "千代田区",
  town,
  address: `東京都千代田区${town}`,
  ...overrides,
});

/** Answers the lookup per code; a code not listed has no address. */
function serveLookup(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (url: string) => {
    const code = new URL(url, "http://portal.test").searchParams.get("zipCode") ?? "";
    return answers[code]?.() ?? jsonResponse(200, []);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderField() {
  const onAddress = vi.fn();
  function Form() {
    const [value, setValue] = useState("");
    return (
      <PostCodeField label="Post code" value={value} onChange={setValue} onAddress={onAddress} required />
    );
  }
  renderRoutes([{ path: "/", element: <Form /> }], "/", undefined, { env: "test" });
  return { onAddress, input: () => screen.getByRole("textbox", { name: /^Post code/ }) };
}

describe("PostCodeField", () => {
  it("looks the code up at exactly 7 digits and hands over its address", async () => {
    const fetchMock = serveLookup({ "1000005": () => jsonResponse(200, [address("丸の内")]) });
    const { onAddress, input } = renderField();
    await userEvent.type(input(), "100-000");
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(input(), "5");
    await waitFor(() => expect(onAddress).toHaveBeenCalledWith(address("丸の内")));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/zipCode?zipCode=1000005");
    expect(input()).toHaveValue("100-0005");
  });

  it("turns full-width digits and dashes into half-width, and drops other characters", async () => {
    const fetchMock = serveLookup({ "1000005": () => jsonResponse(200, [address("丸の内")]) });
    const { onAddress, input } = renderField();
    fireEvent.change(input(), { target: { value: "〒１００－０００５" } });
    expect(input()).toHaveValue("100-0005");
    await waitFor(() => expect(onAddress).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("never looks up a code with more than 7 digits: it is invalid", async () => {
    const fetchMock = serveLookup({});
    const { onAddress, input } = renderField();
    fireEvent.change(input(), { target: { value: "10000056" } });
    expect(await screen.findByText("Post Code invalid.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onAddress).not.toHaveBeenCalled();
  });

  it("says 'Post Code invalid.' when the code has no address", async () => {
    serveLookup({});
    const { onAddress, input } = renderField();
    fireEvent.change(input(), { target: { value: "9999999" } });
    expect(await screen.findByText("Post Code invalid.")).toBeInTheDocument();
    expect(input()).toHaveAttribute("aria-invalid", "true");
    expect(onAddress).not.toHaveBeenCalled();
  });

  it("says the load failed when the lookup fails", async () => {
    serveLookup({ "1000005": () => jsonResponse(500, { message: "Server error", errors: [] }) });
    const { onAddress, input } = renderField();
    fireEvent.change(input(), { target: { value: "1000005" } });
    expect(await screen.findByText("Failed to load data. Please try again.")).toBeInTheDocument();
    expect(onAddress).not.toHaveBeenCalled();
  });

  it("lets the person pick one address when the code has several", async () => {
    const aichi = address("", {
      prefecture: "愛知県",
      city: "弥富市",
      address: "愛知県弥富市",
    });
    const mie = address("", {
      prefecture: "三重県",
      city: "桑名郡木曽岬町",
      address: "三重県桑名郡木曽岬町",
    });
    serveLookup({ "4980000": () => jsonResponse(200, [aichi, mie]) });
    const { onAddress, input } = renderField();
    fireEvent.change(input(), { target: { value: "498-0000" } });
    const choice = await screen.findByRole("combobox", { name: "Address of the post code" });
    expect(choice).toHaveAttribute("placeholder", "2 addresses have this post code: choose yours");
    expect(onAddress).not.toHaveBeenCalled();
    await userEvent.click(choice);
    await userEvent.click(await screen.findByRole("option", { name: "三重県桑名郡木曽岬町" }));
    expect(onAddress).toHaveBeenCalledWith(mie);
  });
});
