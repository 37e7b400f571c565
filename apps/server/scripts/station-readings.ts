// Generates reference-data/station-readings.json: the reading (in hiragana) of every station name
// of stations-jp.json, from the IPADIC dictionary through the kuromoji morphological analyser.
// Run again when the station list changes: `npm run data:station-readings -w @portal/server`.
// Names the dictionary cannot read (a word it does not know, Latin letters) get no reading: they
// are found by their name as written.
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import kuromoji from "kuromoji";
import { isKana, toHiragana } from "wanakana";

const dataDir = path.resolve(import.meta.dirname, "..", "reference-data");
const dicPath = path.join(path.dirname(createRequire(import.meta.url).resolve("kuromoji")), "..", "dict");

const tokenizer = await new Promise<kuromoji.Tokenizer<kuromoji.IpadicFeatures>>((resolve, reject) =>
  kuromoji.builder({ dicPath }).build((error, built) => (error ? reject(error) : resolve(built))),
);

/** The reading of a name in hiragana, or undefined when one of its words has none. */
function readingOf(name: string): string | undefined {
  let reading = "";
  for (const token of tokenizer.tokenize(name.normalize("NFKC"))) {
    const surface = token.surface_form;
    if (token.reading && token.reading !== "*") reading += token.reading;
    else if (isKana(surface) || /^[ー・]+$/.test(surface)) reading += surface;
    else return undefined;
  }
  return toHiragana(reading.replace(/・/g, ""));
}

const stations = JSON.parse(await fs.readFile(path.join(dataDir, "stations-jp.json"), "utf8")) as {
  name: string;
}[];
const names = [...new Set(stations.map((station) => station.name))].sort();
const readings: Record<string, string> = {};
for (const name of names) {
  const reading = readingOf(name);
  if (reading) readings[name] = reading;
}
await fs.writeFile(
  path.join(dataDir, "station-readings.json"),
  `{\n${Object.entries(readings)
    .map(([name, reading]) => `${JSON.stringify(name)}:${JSON.stringify(reading)}`)
    .join(",\n")}\n}\n`,
);
process.stdout.write(`${Object.keys(readings).length} of ${names.length} station names read\n`);
