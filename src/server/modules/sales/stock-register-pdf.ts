/**
 * A dealer's register of vehicles (CMVR rule 55A) as a PDF to print (issue
 * 45 part 4; docs/decisions/044-cost-sheets.md#sales; docs/product.md,
 * "Closing a sale"), made with pdf-lib as the sale papers are (pdf-kit.ts):
 * the rows of stock-register.ts in a table on A4 pages on their side, each
 * page headed by the dealership's name and address, the days covered and
 * the table's header, and numbered "Page 1 of 2" at its foot. A sold car's
 * engine and chassis numbers are in their columns when its sale recorded
 * them. Labels are English, as the papers' are.
 */
import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { Db } from '../../db/database.ts';
import { A4_LANDSCAPE, newPdf, winAnsi } from './pdf-kit.ts';
import { type RegisterRow, stockRegisterRows } from './stock-register.ts';

/** Who keeps the register: a dealership's name and its address with city and state. */
interface RegisterDealer {
  name: string;
  address: string;
}

const [WIDTH, HEIGHT] = A4_LANDSCAPE;
const MARGIN = 36;
/** The table's font size and line height, in points. */
const SIZE = 9;
const LINE = SIZE * 1.3;
/** A cell's padding, in points. */
const PAD = 4;
/** Room kept at a page's foot for its number. */
const FOOT = MARGIN + 16;
const INK = rgb(0.1, 0.1, 0.1);
const RULE = rgb(0.6, 0.6, 0.6);
const SHADE = rgb(0.92, 0.92, 0.92);

/** "03/12/2026" for "2026-12-03"; '' stays ''. */
const dmy = (day: string) => day.split('-').reverse().join('/');

const TABLE_WIDTH = WIDTH - 2 * MARGIN;
const COLUMNS: { title: string; width: number; cell: (r: RegisterRow, n: number) => string }[] = [
  { title: 'No.', width: 26, cell: (_r, n) => String(n) },
  { title: 'Registration number', width: 80, cell: (r) => r.carNumber },
  { title: 'Make', width: 64, cell: (r) => r.make },
  { title: 'Model', width: 70, cell: (r) => r.model },
  { title: 'Variant', width: 92, cell: (r) => r.variant },
  // Wide enough for a 17-character VIN, and most engine numbers, on one line.
  { title: 'Engine number', width: 84, cell: (r) => r.engineNumber },
  { title: 'Chassis number', width: 104, cell: (r) => r.chassisNumber },
  { title: 'Taken in', width: 54, cell: (r) => dmy(r.takenIn) },
  { title: 'Sold on', width: 54, cell: (r) => dmy(r.soldOn) },
  {
    title: 'Buyer',
    width: TABLE_WIDTH - 628,
    cell: (r) => [r.buyerName, r.buyerAddress].filter(Boolean).join(', '),
  },
];

/** `text` in lines no wider than `width` points at `size` in `font`; a word too wide is cut. */
function wrap(text: string, font: PDFFont, width: number, size = SIZE): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (let word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    while (!fits(word)) {
      let cut = word.length - 1;
      while (cut > 1 && !fits(word.slice(0, cut))) cut -= 1;
      if (line) lines.push(line);
      lines.push(word.slice(0, cut));
      line = '';
      word = word.slice(cut);
    }
    const next = line ? `${line} ${word}` : word;
    if (fits(next)) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/** The height of a row of `cells` (each cell's lines), in points. */
const rowHeight = (cells: string[][]) =>
  2 * PAD + SIZE + (Math.max(...cells.map((c) => c.length)) - 1) * LINE;

/** Draws one table row whose top is at `y`; answers its height. */
function drawRow(page: PDFPage, y: number, cells: string[][], font: PDFFont, shade: boolean) {
  const height = rowHeight(cells);
  if (shade) {
    page.drawRectangle({ x: MARGIN, y: y - height, width: TABLE_WIDTH, height, color: SHADE });
  }
  let x = MARGIN;
  cells.forEach((lines, i) => {
    lines.forEach((text, k) => {
      const baseline = y - PAD - SIZE * 0.85 - k * LINE;
      page.drawText(text, { x: x + PAD, y: baseline, size: SIZE, font, color: INK });
    });
    x += COLUMNS[i]?.width ?? 0;
  });
  page.drawLine({
    start: { x: MARGIN, y: y - height },
    end: { x: MARGIN + TABLE_WIDTH, y: y - height },
    thickness: 0.5,
    color: RULE,
  });
  return height;
}

/** The register as PDF bytes: `dealers` at the top of each page, `rows` in order. */
async function registerPdf(
  dealers: RegisterDealer[],
  rows: RegisterRow[],
  range: { from: string; to: string },
): Promise<Uint8Array> {
  const { pdf, font, bold } = await newPdf(`Register of vehicles ${range.from} to ${range.to}`);
  const cellsOf = (texts: string[], f: PDFFont) =>
    texts.map((t, i) => wrap(t, f, (COLUMNS[i]?.width ?? 0) - 2 * PAD));
  const header = cellsOf(
    COLUMNS.map((c) => c.title),
    bold,
  );
  /** Writes `text` across the page from `y` down, wrapped; answers where the next line goes. */
  const write = (page: PDFPage, y: number, text: string, size: number, f: PDFFont) => {
    for (const line of wrap(text, f, TABLE_WIDTH, size)) {
      page.drawText(line, { x: MARGIN, y: y - size, size, font: f, color: INK });
      y -= size * 1.45;
    }
    return y;
  };
  /** A new page with its heading and, unless `empty`, the table's header; answers it and where rows start. */
  const newPage = (empty = false) => {
    const page = pdf.addPage(A4_LANDSCAPE);
    let y = HEIGHT - MARGIN;
    for (const d of dealers) {
      y = write(page, y, d.name, 13, bold);
      y = write(page, y, d.address, 9, font);
    }
    y = write(page, y - 4, 'Register of vehicles (CMVR rule 55A)', 12, bold);
    y = write(page, y, `From ${dmy(range.from)} to ${dmy(range.to)}`, 10, font) - 6;
    if (empty) return { page, y };
    return { page, y: y - drawRow(page, y, header, bold, true) };
  };

  if (rows.length === 0) {
    const { page, y } = newPage(true);
    write(page, y - 6, 'The dealership held no vehicles in these days.', 11, font);
  } else {
    let { page, y } = newPage();
    rows.forEach((r, n) => {
      const cells = cellsOf(
        COLUMNS.map((c) => c.cell(r, n + 1)),
        font,
      );
      if (y - rowHeight(cells) < FOOT) ({ page, y } = newPage());
      y -= drawRow(page, y, cells, font, false);
    });
  }

  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    const text = `Page ${i + 1} of ${pages.length}`;
    const width = font.widthOfTextAtSize(text, SIZE);
    page.drawText(text, {
      x: WIDTH - MARGIN - width,
      y: MARGIN - 12,
      size: SIZE,
      font,
      color: INK,
    });
  });
  return pdf.save();
}

/**
 * The register of dealers `dealerIds` (the caller's dealerships where they
 * may manage cars) from `range.from` to `range.to` (IST days, YYYY-MM-DD,
 * checked by StockRegisterQuerySchema) as PDF bytes: the same cars as the
 * CSV (stockRegisterRows), oldest taken in first, numbered; an empty range
 * gives one page saying the dealership held no vehicles.
 */
export async function stockRegisterPdf(
  db: Db,
  dealerIds: number[],
  range: { from: string; to: string },
): Promise<Uint8Array> {
  const dealers = await db
    .selectFrom('dealers as d')
    .innerJoin('cities as c', 'c.id', 'd.city_id')
    .innerJoin('states as s', 's.id', 'd.state_id')
    .select(['d.firm_name', 'd.address', 'c.name as city', 's.name as state'])
    .where('d.id', 'in', dealerIds)
    .orderBy('d.id')
    .execute();
  const rows = await stockRegisterRows(db, dealerIds, range);
  return registerPdf(
    dealers.map((d) => ({ name: d.firm_name, address: `${d.address}, ${d.city}, ${d.state}` })),
    rows,
    range,
  );
}
