/**
 * A dealer's sale papers as PDFs (issue 45 part 3;
 * docs/decisions/044-cost-sheets.md#sales), made with pdf-lib on the
 * server: the sale invoice and the delivery note (the dealer's name and
 * address, the buyer, the car, the amount in figures and in words in the
 * Indian style, lakh and crore), and Forms 29 (notice of transfer of
 * ownership, CMVR rule 55(1)) and 30 (report of transfer, rules 55 and 56)
 * filled in, ready to print and sign. Labels are English: the standard PDF
 * fonts have no Devanagari or Gujarati, and embedding Noto for them is left
 * for later. The car's chassis and engine numbers are printed when the
 * sale recorded them, else they are lines to write on; the dealership's
 * GSTIN, when its owner set it, heads the invoice and the delivery note.
 */
import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { ToWords } from 'to-words';
import type { SalePaper } from '#shared/schemas/sale.ts';
import { A4, newPdf, winAnsi } from './pdf-kit.ts';

/** What the papers say: the dealer, the buyer, the car and the sale. */
export interface SaleFacts {
  /** `gstin`: 15 characters, or null when the dealership has none set. */
  dealer: { name: string; address: string; mobile: string; gstin: string | null };
  buyer: { name: string; address: string; mobile: string; id: string | null };
  /** `engine` and `chassis`: as the sale recorded them (uppercase), or null: a line to write on. */
  car: {
    number: string;
    title: string;
    colour: string;
    km: number;
    year: number;
    rto: string;
    engine: string | null;
    chassis: string | null;
  };
  /** Rupees. */
  price: number;
  paymentMode: string;
  /** The sale's day, "03/12/2026". */
  date: string;
}

const toWords = new ToWords({ localeCode: 'en-IN' });
/** "Rs. 4,52,000" (the standard fonts have no rupee sign). */
const rupees = (n: number) => `Rs. ${n.toLocaleString('en-IN')}`;

const MARGIN = 56;
/** A line to write a number on, when the sale did not record it. */
const BLANK = '____________________';
const chassisOf = (f: SaleFacts) => f.car.chassis ?? BLANK;
const engineOf = (f: SaleFacts) => f.car.engine ?? BLANK;

/** A page writer: lines from the top, wrapped to the page's width. */
function writer(page: PDFPage, font: PDFFont, bold: PDFFont) {
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;
  const wrap = (text: string, size: number, f: PDFFont) => {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (f.widthOfTextAtSize(next, size) > width && line) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  };
  return {
    text(text: string, opts: { size?: number; bold?: boolean; gap?: number } = {}) {
      const size = opts.size ?? 11;
      const f = opts.bold ? bold : font;
      for (const line of wrap(winAnsi(text), size, f)) {
        page.drawText(line, { x: MARGIN, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
        y -= size * 1.45;
      }
      y -= opts.gap ?? 4;
    },
    rule() {
      page.drawLine({
        start: { x: MARGIN, y: y + 6 },
        end: { x: A4[0] - MARGIN, y: y + 6 },
        thickness: 0.6,
        color: rgb(0.6, 0.6, 0.6),
      });
      y -= 8;
    },
  };
}

type Write = ReturnType<typeof writer>;

const carLine = (f: SaleFacts) =>
  `${f.car.title}, ${f.car.year}, ${f.car.colour}, ${f.car.km.toLocaleString('en-IN')} km. Registration number: ${f.car.number}.`;

function invoice(w: Write, f: SaleFacts, title: string) {
  w.text(f.dealer.name, { size: 16, bold: true });
  const gstin = f.dealer.gstin ? `\nGSTIN: ${f.dealer.gstin}` : '';
  w.text(`${f.dealer.address}\nMobile: ${f.dealer.mobile}${gstin}`, { size: 10, gap: 10 });
  w.rule();
  w.text(title, { size: 14, bold: true });
  w.text(`Date: ${f.date}`, { gap: 10 });
  w.text('Buyer', { bold: true });
  w.text(
    `${f.buyer.name}\n${f.buyer.address}\nMobile: ${f.buyer.mobile}${f.buyer.id ? `\nID: ${f.buyer.id}` : ''}`,
    { gap: 10 },
  );
  w.text('Vehicle', { bold: true });
  w.text(`${carLine(f)}\nChassis number: ${chassisOf(f)}   Engine number: ${engineOf(f)}`, {
    gap: 10,
  });
}

function salePaper(doc: SalePaper, w: Write, f: SaleFacts) {
  if (doc === 'invoice') {
    invoice(w, f, 'Sale invoice');
    w.text('Amount', { bold: true });
    w.text(`${rupees(f.price)} (${toWords.convert(f.price, { currency: true })})`);
    w.text(`Paid by: ${f.paymentMode}`, { gap: 30 });
    w.text('For the seller: ______________________          Buyer: ______________________');
  } else if (doc === 'delivery-note') {
    invoice(w, f, 'Delivery note');
    w.text(
      `I, ${f.buyer.name}, have received the vehicle above in good condition, with its keys, the registration certificate, the insurance papers and the documents listed below, on ${f.date}.`,
      { gap: 10 },
    );
    w.text('Documents handed over: ________________________________________________', {
      gap: 30,
    });
    w.text('Delivered by: ______________________          Received by: ______________________');
  } else if (doc === 'form-29') {
    w.text('FORM 29', { size: 14, bold: true });
    w.text('[See Rule 55(1)]', { size: 10 });
    w.text('Notice of transfer of ownership of a motor vehicle', { bold: true, gap: 10 });
    w.text(`To the Registering Authority, ${f.car.rto}`, { gap: 10 });
    w.text(
      `I/We ${f.dealer.name}, of ${f.dealer.address}, have transferred the ownership of the motor vehicle bearing registration number ${f.car.number} (${f.car.title}), chassis number ${chassisOf(f)}, engine number ${engineOf(f)}, to ${f.buyer.name}, son/wife/daughter of ____________________, residing at ${f.buyer.address}, on ${f.date}.`,
      { gap: 30 },
    );
    w.text(`Date: ${f.date}`, { gap: 30 });
    w.text('Signature of the transferor: ______________________', { gap: 20 });
    w.text('Signature of the transferee: ______________________', { gap: 20 });
    w.text('Acknowledgement (for the Registering Authority)', { bold: true });
    w.text(
      `Received the notice of transfer of the vehicle ${f.car.number} from ${f.dealer.name}.\nSignature and seal: ______________________`,
    );
  } else {
    w.text('FORM 30', { size: 14, bold: true });
    w.text('[See Rules 55 and 56]', { size: 10 });
    w.text('Report of transfer of ownership of a motor vehicle', { bold: true, gap: 10 });
    w.text(`To the Registering Authority, ${f.car.rto}`, { gap: 10 });
    w.text(
      `1. Full name of the transferor: ${f.dealer.name}\n2. Address of the transferor: ${f.dealer.address}\n3. Full name of the transferee: ${f.buyer.name}\n4. Address of the transferee: ${f.buyer.address}\n5. Registration number of the vehicle: ${f.car.number}\n6. Make and model: ${f.car.title}\n7. Chassis number: ${chassisOf(f)}   Engine number: ${engineOf(f)}\n8. Date of transfer: ${f.date}\n9. Sale price: ${rupees(f.price)}`,
      { gap: 30 },
    );
    w.text('Signature of the transferor: ______________________', { gap: 20 });
    w.text('Signature of the transferee: ______________________', { gap: 20 });
    w.text(
      'The transferee undertakes to hand this report, with the registration certificate, the insurance certificate and the pollution certificate, to the Registering Authority within 14 days.',
      { size: 10 },
    );
  }
}

/** The paper `doc` of sale `facts` as PDF bytes: one A4 page, English labels (winAnsi text). */
export async function salePaperPdf(doc: SalePaper, facts: SaleFacts): Promise<Uint8Array> {
  const { pdf, font, bold } = await newPdf(`${doc} ${facts.car.number}`);
  const page = pdf.addPage(A4);
  salePaper(doc, writer(page, font, bold), facts);
  return pdf.save();
}
