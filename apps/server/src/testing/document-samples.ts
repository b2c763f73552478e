import { ZipFile } from 'yazl';

/*
 * Tiny documents of the attachment types (issue 26) and files that only look like them: valid to
 * the server's content check, not necessarily to an office suite.
 */

/** A one-page PDF: the `%PDF-` header, a catalog, a page, the trailer. */
export function samplePdf(): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

/** A ZIP of `files` (name → content), deflated unless `stored`, as yazl writes it. */
export function zipOf(
  files: Record<string, string | Buffer>,
  { stored = false, zip64 = false, comment = '' } = {},
): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(files)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name, {
      compress: !stored,
      forceZip64Format: zip64,
    });
  }
  zip.end({ forceZip64Format: zip64, comment });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

export type OfficeFormat = 'docx' | 'xlsx' | 'pptx';

/** Each document's main part and its content type (ECMA-376). */
const MAIN_PARTS: Record<OfficeFormat, { part: string; type: string; xml: string }> = {
  docx: {
    part: 'word/document.xml',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    xml: '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Oferta</w:t></w:r></w:p></w:body></w:document>',
  },
  xlsx: {
    part: 'xl/workbook.xml',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    xml: '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
  },
  pptx: {
    part: 'ppt/presentation.xml',
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
    xml: '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
  },
};

/** `[Content_Types].xml` naming `mainType` for `mainPart`, with the usual defaults. */
export function contentTypesXml(mainPart: string, mainType: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/${mainPart}" ContentType="${mainType}"/>` +
    '</Types>'
  );
}

/**
 * A minimal OOXML package of `format`: content types, the package relationship, the main part.
 * `mainType` overrides the main part's content type (a macro-enabled or template variant).
 */
export function sampleOffice(
  format: OfficeFormat,
  {
    mainType,
    stored = false,
    zip64 = false,
  }: { mainType?: string; stored?: boolean; zip64?: boolean } = {},
): Promise<Buffer> {
  const main = MAIN_PARTS[format];
  return zipOf(
    {
      '[Content_Types].xml': contentTypesXml(main.part, mainType ?? main.type),
      '_rels/.rels':
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${main.part}"/>` +
        '</Relationships>',
      [main.part]: main.xml,
    },
    { stored, zip64 },
  );
}

/** A Windows executable's start (`MZ`, the DOS stub's message), as a renamed .exe sends it. */
export function sampleExecutable(): Buffer {
  const bytes = Buffer.alloc(256);
  bytes.write('MZ', 0, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return bytes;
}
