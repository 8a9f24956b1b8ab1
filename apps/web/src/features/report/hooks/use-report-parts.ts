import type { PublicReport } from '@skinscope/contracts';
import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { loadPartBody } from '../components/report-part';

/** The next frame: React has drawn what the last state change asked for. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Every opened part's body drawn (its chunk loaded), and every image of the page in. */
async function everythingDrawn(parts: number): Promise<void> {
  await loadPartBody();
  while (document.querySelectorAll('.report-part-body').length < parts) await nextFrame();
  const images = [...document.querySelectorAll<HTMLImageElement>('.report-page img')];
  await Promise.all(
    images.map((image) => {
      // Lazy images far down the page would never load before printing.
      image.loading = 'eager';
      return image.complete
        ? Promise.resolve()
        : new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          });
    }),
  );
}

/**
 * Which parts of the report are open (issue 29 #9: folded by default) and printing, which opens
 * them all: paper shows everything. The page's 打印报告 and staff's 打印 (`?print=1`) print once
 * every part's results and images are in; the browser's own print menu opens the parts at once
 * (their results need their code, which is in once any part was opened).
 */
export function useReportParts(report: PublicReport | undefined) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  // While printing every part is open; afterwards the page is as she left it.
  const [printing, setPrinting] = useState(false);
  const [params] = useSearchParams();
  const printWanted = params.get('print') === '1';
  const count = report?.parts.length ?? 0;
  const toggle = useCallback((index: number, opened: boolean) => {
    setOpen((current) => {
      const next = new Set(current);
      if (opened) next.add(index);
      else next.delete(index);
      return next;
    });
  }, []);
  const print = useCallback(() => {
    setPrinting(true);
    void everythingDrawn(count).then(() => window.print());
  }, [count]);

  useEffect(() => {
    const beforePrint = () => flushSync(() => setPrinting(true));
    const afterPrint = () => setPrinting(false);
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', afterPrint);
    return () => {
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
    };
  }, []);

  // Staff's 打印: every part is open from the start (below); print once all is drawn.
  useEffect(() => {
    if (printWanted && report) void everythingDrawn(report.parts.length).then(() => window.print());
  }, [printWanted, report]);

  return {
    isOpen: (index: number) => printWanted || printing || open.has(index),
    toggle,
    print,
  };
}
