/** The zengin-code package ships no types: its CommonJS export is the banks by code, with branches. */
declare module "zengin-code" {
  const banks: unknown;
  export default banks;
}
