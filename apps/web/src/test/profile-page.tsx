import { screen } from "@testing-library/react";
import { ProfilePage } from "../app/pages/profile-page";
import { fakeProfile, page } from "./employee-change";
import { jsonResponse, renderRoutes } from "./render";

/** The signed-in employee's profile the fake server answers. */
export const profile = fakeProfile();

/** The calls every profile screen makes, answered with the profile and empty sections. */
export const profileBasics = {
  "GET /api/employee/profile": () => jsonResponse(200, profile),
  // The sections other features own (tested on their own): nothing in them yet.
  "GET /api/employeeBankAccount/getBankAccount": () =>
    jsonResponse(200, { account: null, pendingRequest: null }),
  "GET /api/employee/get-education": () => jsonResponse(200, []),
  "GET /api/employee/get-education-request": () => jsonResponse(200, []),
  "GET /api/workinghistory": () => jsonResponse(200, { data: [], totalCount: 0 }),
  "GET /api/employeeAvatar/getAvatar": () => jsonResponse(200, ""),
  "GET /api/employeeChange/requests": () => jsonResponse(200, page([])),
  "GET /api/employeeaddress/getByEmployeeId": () =>
    jsonResponse(200, [
      {
        id: 4,
        employeeId: 12,
        postCode: "1000005",
        prefecture: "東京都",
        city: "千代田区",
        town: "丸の内1-1",
        building: "",
        changeAddressDate: "2024-04-01",
        requestId: null,
        isCurrent: true,
      },
    ]),
};

/** The profile page at `path`, with pickers that work in jsdom. */
export function renderProfilePage(path = "/profile") {
  return renderRoutes([{ path: "/profile", element: <ProfilePage /> }], path, undefined, { env: "test" });
}

/** A section of the profile by its heading. */
export const profileSection = (name: string) => screen.getByRole("region", { name });
