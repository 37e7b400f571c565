/**
 * What people call the banks most staff are paid into, besides the names in the Zengin data: the
 * English names and abbreviations they write ("MUFG", "SMBC"), and the Hepburn spellings the
 * data's own romaji does not give ("resona", "yucho", "sony"). By bank code; found like the names.
 */
export const bankAliases: Readonly<Record<string, readonly string[]>> = {
  "0001": ["mizuho bank"],
  "0005": ["mufg", "mufg bank", "mitsubishi ufj", "bank of tokyo-mitsubishi"],
  "0009": ["smbc", "sumitomo mitsui", "sumitomo mitsui banking"],
  "0010": ["resona"],
  "0017": ["saitama resona"],
  "0033": ["paypay bank", "japan net bank"],
  "0034": ["seven bank"],
  "0035": ["sony", "sony bank"],
  "0036": ["rakuten bank"],
  "0038": ["sbi", "sbi sumishin", "sumishin sbi", "docomo smtb"],
  "0040": ["aeon", "aeon bank"],
  "0397": ["shinsei", "sbi shinsei"],
  "9900": ["yucho", "japan post bank", "jp bank", "yuucho"],
};
