import iconv from 'iconv-lite';

/** A DATEV file read back: decoded from Windows-1252, split into lines and fields, each field's quotes removed. */
export function parseDatev(bytes: Buffer) {
  const lines = iconv.decode(bytes, 'win1252').split('\r\n').filter(Boolean);
  const fields = (line: string) => line.split(';').map((field) => field.replace(/^"(.*)"$/, '$1'));
  return { header: fields(lines[0]!), columns: fields(lines[1]!), rows: lines.slice(2).map(fields) };
}
