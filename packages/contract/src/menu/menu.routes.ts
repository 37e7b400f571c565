import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { noContentSchema } from "../common/paging";
import { defineRoute } from "../common/route";
import {
  menuItemIdParamsSchema,
  menuItemInputSchema,
  menuItemSchema,
  menuNumbersSchema,
  menuOrderSchema,
  menuOwnerParamsSchema,
  showNaviSchema,
  userMenuSchema,
} from "./menu.schema";

const denied = { 401: errorBodySchema, 403: errorBodySchema };

export const menuRoutes = {
  /** The signed-in user's menu tree; `:id` is their own account or employee id. */
  userMenu: defineRoute({
    method: "GET",
    path: "/api/menu/fes/:id",
    access: "session",
    params: menuOwnerParamsSchema,
    response: { 200: userMenuSchema, ...denied },
  }),
  numbers: defineRoute({
    method: "GET",
    path: "/api/menu/fes/updateNumber",
    access: "session",
    response: { 200: menuNumbersSchema, ...denied },
  }),
  showNavi: defineRoute({
    method: "GET",
    path: "/api/menu/check-show-navi",
    access: "session",
    response: { 200: showNaviSchema, ...denied },
  }),
  listItems: defineRoute({
    method: "GET",
    path: "/api/menu/items",
    access: "session",
    response: { 200: z.array(menuItemSchema), ...denied },
  }),
  createItem: defineRoute({
    method: "POST",
    path: "/api/menu/items",
    access: "session",
    body: menuItemInputSchema,
    response: { 200: menuItemSchema, 400: errorBodySchema, ...denied },
  }),
  updateItem: defineRoute({
    method: "PUT",
    path: "/api/menu/items/:id",
    access: "session",
    params: menuItemIdParamsSchema,
    body: menuItemInputSchema,
    response: { 200: menuItemSchema, 400: errorBodySchema, 404: errorBodySchema, ...denied },
  }),
  deleteItem: defineRoute({
    method: "DELETE",
    path: "/api/menu/items/:id",
    access: "session",
    params: menuItemIdParamsSchema,
    response: { 204: noContentSchema, 404: errorBodySchema, ...denied },
  }),
  reorder: defineRoute({
    method: "PUT",
    path: "/api/menu/order",
    access: "session",
    body: menuOrderSchema,
    response: { 204: noContentSchema, 400: errorBodySchema, ...denied },
  }),
};
