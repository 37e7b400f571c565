import { z } from "zod";
import { idParamSchema, idSchema } from "../common/ids";
import {
  MenuLimits,
  menuIcons,
  menuNumberSources,
  menuRoles,
  menuScreens,
  menuTargets,
} from "./menu.constants";

const screenNames = Object.keys(menuScreens) as [keyof typeof menuScreens, ...(keyof typeof menuScreens)[]];

/** One item of a user's menu, as the sidebar shows it. */
export interface MenuNode {
  id: number;
  /** A translation key of the web's menu texts, e.g. "menu.home". */
  title: string;
  icon: string | null;
  /** The screen's path (empty for a group or an external link); matched without the query string. */
  routePath: string[];
  url: string | null;
  target: string | null;
  hidden: boolean;
  /** A skipped item is replaced by its children. */
  skip: boolean;
  /** Pending count shown in brackets, or null for an item without a number. */
  number: number | null;
  children: MenuNode[];
}

export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    icon: z.string().nullable(),
    routePath: z.array(z.string()),
    url: z.string().nullable(),
    target: z.string().nullable(),
    hidden: z.boolean(),
    skip: z.boolean(),
    number: z.number().int().nullable(),
    children: z.array(menuNodeSchema),
  }),
);

export const userMenuSchema = z.array(menuNodeSchema);

/** The pending counts of the items that have a number (menu/fes/updateNumber). */
export const menuNumbersSchema = z.array(z.object({ id: z.number().int(), number: z.number().int() }));

/** Whether the chat assistant's floating button may be shown (menu/check-show-navi). */
export const showNaviSchema = z.object({ show: z.boolean() });

/** A menu record as administrators edit it. */
export const menuItemInputSchema = z
  .strictObject({
    parentId: idSchema.nullable(),
    // A key of the menu texts (home, signInAudit, ...) or, for an item of the company's own, its title.
    titleKey: z
      .string()
      .trim()
      .min(1)
      .max(MenuLimits.titleKeyMaxLength)
      .regex(/^[^\p{Cc}]+$/u),
    icon: z.enum(menuIcons).nullable(),
    screen: z.enum(screenNames).nullable(),
    url: z
      .string()
      .trim()
      .max(MenuLimits.urlMaxLength)
      .regex(/^https?:\/\/\S+$/i, { error: "menu.urlMustBeHttp" })
      .nullable(),
    target: z.enum(menuTargets).nullable(),
    hidden: z.boolean(),
    skip: z.boolean(),
    numberSource: z.enum(menuNumberSources).nullable(),
    roles: z.array(z.enum(menuRoles)).max(menuRoles.length),
  })
  .refine((item) => !(item.screen && item.url), { error: "menu.screenOrUrl", path: ["url"] });

export const menuItemSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  sortOrder: z.number().int(),
  titleKey: z.string(),
  icon: z.enum(menuIcons).nullable(),
  screen: z.enum(screenNames).nullable(),
  url: z.string().nullable(),
  target: z.enum(menuTargets).nullable(),
  hidden: z.boolean(),
  skip: z.boolean(),
  numberSource: z.enum(menuNumberSources).nullable(),
  roles: z.array(z.enum(menuRoles)),
});

/** The new order of the items: every item's parent and position among its siblings. */
export const menuOrderSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        id: idSchema,
        parentId: idSchema.nullable(),
        sortOrder: z.number().int().min(0).max(10_000),
      }),
    )
    .min(1)
    .max(1000),
});

export const menuItemIdParamsSchema = z.strictObject({ id: idParamSchema });
export const menuOwnerParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

export type MenuItemInput = z.infer<typeof menuItemInputSchema>;
export type MenuItem = z.infer<typeof menuItemSchema>;
export type MenuNumbers = z.infer<typeof menuNumbersSchema>;
export type MenuOrder = z.infer<typeof menuOrderSchema>;
