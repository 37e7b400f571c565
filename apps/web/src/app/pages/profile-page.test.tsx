import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../../lib/i18n";
import { saveSession } from "../../lib/session-store";
import { callsTo, serve } from "../../test/fake-api";
import { fakeLoginResponse } from "../../test/login-response";
import { profile, profileBasics, profileSection, renderProfilePage } from "../../test/profile-page";
import { jsonResponse } from "../../test/render";

describe("profile page", { timeout: 30_000 }, () => {
  beforeEach(() => saveSession(fakeLoginResponse(), "account"));

  it("shows the sections of the contract's table, with how each changes", async () => {
    serve(profileBasics);
    renderProfilePage();
    expect(await screen.findByRole("heading", { level: 2, name: "Hanako Sato" })).toBeInTheDocument();
    expect(screen.getByText("Development 1 / Engineer")).toBeInTheDocument();

    const nav = screen.getByRole("navigation", { name: "Profile sections" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Basic information",
      "Contact details",
      "Home address",
      "Contract and job",
      "Residence card and visa",
      "Emergency contact",
      "Passport",
      "Bank account",
      "Education",
      "Working history",
    ]);
    expect(within(nav).getByRole("link", { name: "Passport" })).toHaveAttribute("href", "#profile-passport");

    const basic = profileSection("Basic information");
    expect(within(basic).getByText("1990/04/01")).toBeInTheDocument();
    expect(within(basic).getByText("Female")).toBeInTheDocument();
    expect(within(basic).getByText("Single")).toBeInTheDocument();
    expect(within(basic).getByRole("button", { name: "Edit Basic information" })).toBeInTheDocument();
    expect(
      within(basic).getByRole("button", { name: "Request a change to Basic information" }),
    ).toBeInTheDocument();
    // The code and the account are HR's: marked with a lock.
    expect(within(basic).getAllByText("Managed by HR")).toHaveLength(2);

    // Contract and job: HR's only, so no way to change it here.
    const contract = profileSection("Contract and job");
    expect(within(contract).queryByRole("button")).not.toBeInTheDocument();
    expect(within(contract).getByText("Managed by HR")).toBeInTheDocument();
    expect(within(contract).getByText("2020/04/01")).toBeInTheDocument();

    // Contact: the assigned office is HR's; where the employee works each day is theirs to keep,
    // on the working-address page (the same rule both screens state).
    const contact = profileSection("Contact details");
    expect(within(contact).getByText("Assigned office")).toBeInTheDocument();
    expect(within(contact).getByRole("link", { name: "Open Working address" })).toHaveAttribute(
      "href",
      "/working-address",
    );

    // Emergency contact: direct fields only; the relation is translated.
    const emergency = profileSection("Emergency contact");
    expect(within(emergency).getByText("Father")).toBeInTheDocument();
    expect(within(emergency).getByRole("button", { name: "Edit Emergency contact" })).toBeInTheDocument();
    expect(within(emergency).queryByRole("button", { name: /Request a change/ })).not.toBeInTheDocument();

    // Visa and passport: requests only, and nothing set yet.
    const visa = profileSection("Residence card and visa");
    expect(within(visa).queryByRole("button", { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(visa).getAllByText("Not set")).toHaveLength(3);

    const address = profileSection("Home address");
    expect(within(address).getByRole("button", { name: "Change address" })).toBeInTheDocument();
    expect(await within(address).findByText("Current")).toBeInTheDocument();

    expect(profileSection("Salary bank account")).toBeInTheDocument();
    expect(profileSection("Education")).toBeInTheDocument();
    expect(profileSection("Working history")).toBeInTheDocument();
  });

  it("offers a retry when the profile cannot be loaded", async () => {
    let calls = 0;
    serve({
      ...profileBasics,
      "GET /api/employee/profile": () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { message: "Server error", errors: [] })
          : jsonResponse(200, profile);
      },
    });
    renderProfilePage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Your profile could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Hanako Sato" })).toBeInTheDocument();
  });

  it("edits direct fields at once, sending only those changed", async () => {
    const fetchMock = serve({
      ...profileBasics,
      "PUT /api/employee/changeProfile": (_url, body) =>
        jsonResponse(200, { ...profile, ...(body as object) }),
    });
    renderProfilePage();
    await userEvent.click(await screen.findByRole("button", { name: "Edit Emergency contact" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit: Emergency contact" });
    const phone = within(dialog).getByRole("textbox", { name: "Phone" });
    await userEvent.clear(phone);
    await userEvent.type(phone, "abc");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(/Enter a phone number/)).toBeInTheDocument();
    expect(callsTo(fetchMock, "PUT /api/employee/changeProfile")).toHaveLength(0);

    await userEvent.clear(phone);
    await userEvent.type(phone, "03-9999-0000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo(fetchMock, "PUT /api/employee/changeProfile").map((call) => call.body)).toEqual([
      { emergencyContactPhone: "03-9999-0000" },
    ]);
    expect(callsTo(fetchMock, "PUT /api/employee/changeWorkplace")).toHaveLength(0);
    expect(await screen.findByText("Your profile has been updated.")).toBeInTheDocument();
    // The page shows the answered profile without asking again.
    expect(within(profileSection("Emergency contact")).getByText("03-9999-0000")).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET /api/employee/profile")).toHaveLength(1);
  });

  it("sends workplace fields to their own call", async () => {
    const fetchMock = serve({
      ...profileBasics,
      "PUT /api/employee/changeProfile": (_url, body) =>
        jsonResponse(200, { ...profile, ...(body as object) }),
      "PUT /api/employee/changeWorkplace": (_url, body) =>
        jsonResponse(200, { ...profile, ...(body as object) }),
    });
    renderProfilePage();
    await userEvent.click(await screen.findByRole("button", { name: "Edit Contact details" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit: Contact details" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Work phone" }), "03-5555-0000");
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Personal e-mail" }),
      "hanako@example.com",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo(fetchMock, "PUT /api/employee/changeProfile").map((call) => call.body)).toEqual([
      { personalEmail: "hanako@example.com" },
    ]);
    expect(callsTo(fetchMock, "PUT /api/employee/changeWorkplace").map((call) => call.body)).toEqual([
      { companyTel: "03-5555-0000" },
    ]);
  });

  it("shows the server's field errors on the fields", async () => {
    serve({
      ...profileBasics,
      "PUT /api/employee/changeProfile": () =>
        jsonResponse(400, {
          message: "Some fields are not valid.",
          errors: [{ field: "displayName", errorMessage: "This name is taken." }],
        }),
    });
    renderProfilePage();
    await userEvent.click(await screen.findByRole("button", { name: "Edit Basic information" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit: Basic information" });
    const displayName = within(dialog).getByRole("textbox", { name: /^Display name/ });
    await userEvent.clear(displayName);
    await userEvent.type(displayName, "Hana");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("This name is taken.")).toBeInTheDocument();
    expect(displayName).toHaveAttribute("aria-invalid", "true");
  });
});

describe("profile page in Japanese", { timeout: 30_000 }, () => {
  beforeEach(() => saveSession(fakeLoginResponse(), "account"));
  afterEach(() => changeLanguage("en"));

  it("shows the fixed lists' values in Japanese, and offers nationalities by name", async () => {
    await changeLanguage("ja");
    serve({
      ...profileBasics,
      "GET /api/employee/profile": () =>
        jsonResponse(200, {
          ...profile,
          nationality: "Vietnamese",
          japaneseLevel: "N2",
          fjpContractType: "Permanent",
          customerContractType: "Dispatch",
          visaKind: "Engineer/Specialist in Humanities/International Services",
        }),
    });
    renderProfilePage();
    const basic = await screen.findByRole("region", { name: "基本情報" });
    expect(await within(basic).findByText("ベトナム")).toBeInTheDocument();
    expect(within(basic).getByText("日本語能力試験 N2")).toBeInTheDocument();
    const contract = screen.getByRole("region", { name: "契約・職務" });
    expect(within(contract).getByText("正社員")).toBeInTheDocument();
    expect(within(contract).getByText("労働者派遣契約")).toBeInTheDocument();
    expect(screen.getByText("技術・人文知識・国際業務")).toBeInTheDocument();

    await userEvent.click(within(basic).getByRole("button", { name: /変更を申請/ }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "国籍" }));
    expect(await screen.findByRole("option", { name: "日本" })).toBeInTheDocument();
  });
});
