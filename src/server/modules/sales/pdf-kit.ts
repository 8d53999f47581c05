/**
 * What a dealer's PDFs share (issue 45 parts 3 and 4;
 * docs/decisions/044-cost-sheets.md#sales): pdf-lib's standard Helvetica,
 * regular and bold, embedded in a new document, and text as those fonts
 * can write it. The sale papers (papers.ts) and the register of vehicles
 * (stock-register-pdf.ts) are made with it.
 */
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

/** An A4 page upright, in points (1/72 inch): [width, height]. */
export const A4: [number, number] = [595.28, 841.89];
/** An A4 page on its side, in points: [width, height]. */
export const A4_LANDSCAPE: [number, number] = [A4[1], A4[0]];

/**
 * `text` as the standard fonts can write it (WinAnsi): other letters, such
 * as Devanagari or Gujarati, become '?'; new lines are kept.
 */
export const winAnsi = (text: string) => text.replace(/[^\n\x20-\x7E\xA0-\xFF]/g, '?');

/** A new document with its fonts. */
export interface NewPdf {
  pdf: PDFDocument;
  font: PDFFont;
  bold: PDFFont;
}

/**
 * A new, empty PDF document titled `title` (CarSetu its producer) with
 * Helvetica and Helvetica Bold embedded; pages are the caller's to add.
 */
export async function newPdf(title: string): Promise<NewPdf> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('CarSetu');
  const [font, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  return { pdf, font, bold };
}
