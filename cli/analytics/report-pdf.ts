import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import {
  type ClientReport,
  reportChart,
  reportFigures,
  reportNote,
  reportPeriod,
  reportTables,
  reportTitle,
} from '../../core/analytics/client-report.ts'
import { BRAND } from '../../core/constants.ts'

/** US Letter, in points, with 3/4-inch margins. */
const PAGE = { width: 612, height: 792, margin: 54 }
const INK = rgb(0.06, 0.09, 0.16)
const MUTED = rgb(0.28, 0.33, 0.41)
const RULE = rgb(0.8, 0.84, 0.88)
const BAR = rgb(0.12, 0.25, 0.69)

/**
 * Text the standard fonts can draw: accents kept where Windows-1252 has the letter, else dropped
 * (é stays, ő becomes o); anything else (emoji, other scripts) becomes '?'. A report must never
 * fail on a title.
 */
function drawable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet())
  return [...text.replace(/[\r\n\t]+/g, ' ')]
    .map((char) => {
      if (known.has(char.codePointAt(0) ?? 0)) return char
      const plain = char.normalize('NFKD').replace(/\p{M}/gu, '')
      return [...plain].every((part) => known.has(part.codePointAt(0) ?? 0)) && plain ? plain : '?'
    })
    .join('')
}

/** Words of `text` in lines at most `width` wide (a word longer than a line is cut across lines). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next
      continue
    }
    if (line) lines.push(line)
    line = ''
    let rest = word
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--
      lines.push(rest.slice(0, cut))
      rest = rest.slice(cut)
    }
    line = rest
  }
  if (line || lines.length === 0) lines.push(line)
  return lines
}

/** Writes down the page from the top, starting a new page when the next block does not fit. */
class Writer {
  page: PDFPage
  y: number
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - PAGE.margin
  }

  get width(): number {
    return PAGE.width - 2 * PAGE.margin
  }

  /** Makes room for `height` points, on a new page if this one is full. */
  room(height: number): void {
    if (this.y - height >= PAGE.margin) return
    this.page = this.doc.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - PAGE.margin
  }

  text(text: string, options: { size: number; bold?: boolean; color?: typeof INK; gap?: number }): void {
    const font = options.bold ? this.bold : this.regular
    for (const line of wrap(drawable(text, font), font, options.size, this.width)) {
      this.room(options.size * 1.4)
      this.y -= options.size * 1.2
      this.page.drawText(line, {
        x: PAGE.margin,
        y: this.y,
        size: options.size,
        font,
        color: options.color ?? INK,
      })
      this.y -= options.size * 0.2
    }
    this.y -= options.gap ?? 0
  }

  /** A table: number columns as wide as their headers, the first column takes the rest. */
  table(headers: string[], rows: (string | number)[][], empty: string): void {
    const size = 9
    const widths = headers
      .slice(1)
      .map((header) => Math.max(56, this.bold.widthOfTextAtSize(header, size) + 14))
    const firstWidth = this.width - widths.reduce((sum, width) => sum + width, 0)
    const x = (index: number) =>
      PAGE.margin + firstWidth + widths.slice(0, index).reduce((sum, w) => sum + w, 0)
    const row = (cells: (string | number)[], font: PDFFont) => {
      const first = wrap(drawable(String(cells[0] ?? ''), font), font, size, firstWidth - 8)
      const height = first.length * size * 1.3 + 6
      this.room(height)
      const top = this.y
      first.forEach((line, index) => {
        this.page.drawText(line, {
          x: PAGE.margin,
          y: top - size * 1.1 - index * size * 1.3,
          size,
          font,
          color: INK,
        })
      })
      cells.slice(1).forEach((cell, index) => {
        const text = drawable(typeof cell === 'number' ? cell.toLocaleString('en-US') : cell, font)
        const right = x(index) + (widths[index] ?? 0)
        this.page.drawText(text, {
          x: right - font.widthOfTextAtSize(text, size),
          y: top - size * 1.1,
          size,
          font,
          color: INK,
        })
      })
      this.y = top - height
      this.page.drawLine({
        start: { x: PAGE.margin, y: this.y + 2 },
        end: { x: PAGE.margin + this.width, y: this.y + 2 },
        thickness: 0.5,
        color: RULE,
      })
    }
    row(headers, this.bold)
    if (rows.length === 0) this.text(empty, { size, color: MUTED })
    for (const cells of rows) row(cells, this.regular)
    this.y -= 8
  }

  /** The views-per-day bars (core's geometry), with the busiest day's count and the range's ends. */
  chart(report: ClientReport, height: number): void {
    const size = 8
    this.room(height + 3 * size * 1.4)
    const { bars, most } = reportChart(report.days, this.width, height)
    this.page.drawText(`${most.toLocaleString('en-US')} views`, {
      x: PAGE.margin,
      y: this.y - size,
      size,
      font: this.regular,
      color: MUTED,
    })
    const bottom = this.y - size * 1.6 - height
    for (const bar of bars) {
      if (bar.height <= 0) continue
      this.page.drawRectangle({
        x: PAGE.margin + bar.x,
        y: bottom,
        width: bar.width,
        height: bar.height,
        color: BAR,
      })
    }
    this.page.drawLine({
      start: { x: PAGE.margin, y: bottom },
      end: { x: PAGE.margin + this.width, y: bottom },
      thickness: 0.75,
      color: MUTED,
    })
    const labelY = bottom - size * 1.4
    this.page.drawText(report.from, { x: PAGE.margin, y: labelY, size, font: this.regular, color: MUTED })
    this.page.drawText(report.to, {
      x: PAGE.margin + this.width - this.regular.widthOfTextAtSize(report.to, size),
      y: labelY,
      size,
      font: this.regular,
      color: MUTED,
    })
    this.y = labelY - size
  }

  /** The headline figures as a row of boxes. */
  figures(figures: [string, number][]): void {
    const height = 46
    const gap = 8
    const box = (this.width - gap * (figures.length - 1)) / figures.length
    this.room(height + gap)
    figures.forEach(([label, value], index) => {
      const x = PAGE.margin + index * (box + gap)
      this.page.drawRectangle({
        x,
        y: this.y - height,
        width: box,
        height,
        borderColor: RULE,
        borderWidth: 0.75,
      })
      this.page.drawText(drawable(label, this.regular), {
        x: x + 6,
        y: this.y - 14,
        size: 8,
        font: this.regular,
        color: MUTED,
        maxWidth: box - 12,
      })
      this.page.drawText(value.toLocaleString('en-US'), {
        x: x + 6,
        y: this.y - 36,
        size: 16,
        font: this.bold,
        color: INK,
      })
    })
    this.y -= height + 2 * gap
  }
}

/**
 * The client report as a PDF (US Letter): what the HTML report shows (core/analytics/client-report.ts),
 * drawn with pdf-lib's standard fonts, so no browser or font file is needed.
 */
export async function clientReportPdf(
  report: ClientReport,
  site: { url?: string; now: Date },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const title = reportTitle(report)
  doc.setTitle(`${title}, ${reportPeriod(report)}`)
  doc.setAuthor(BRAND)
  doc.setCreationDate(site.now)
  doc.setModificationDate(site.now)
  const writer = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  )
  writer.text(title, { size: 18, bold: true })
  writer.text(reportPeriod(report), { size: 11, color: MUTED, gap: 12 })
  writer.figures(reportFigures(report))
  writer.text('Views per day', { size: 12, bold: true, gap: 4 })
  writer.chart(report, 110)
  for (const section of reportTables(report)) {
    writer.text(section.title, { size: 12, bold: true, gap: 4 })
    writer.table(section.headers, section.rows, section.empty)
  }
  writer.text(reportNote(site), { size: 8, color: MUTED })
  return doc.save()
}
