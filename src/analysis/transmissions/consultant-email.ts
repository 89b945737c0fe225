import type { AnalysisDeps, TransmissionKind } from '../core/analysis.deps.js';
import { escapeHtml } from '../reports/html.js';
import { band, renderPage } from './link.page.js';

/**
 * The consultant's e-mail: the address of the report in the authenticated API (no attachment, nothing of the
 * client), as text and as a small page in the look of the client's pages, with its own font.
 */
export async function consultantEmail(deps: AnalysisDeps, kind: TransmissionKind, analysisId: string) {
  const url = `${deps.publicBaseUrl}/api/v1/${kind.segment}/analyses/${analysisId}/report.pdf`;
  const title = `${kind.label} 리포트가 준비되었습니다`;
  const body =
    band(title, []) +
    '<main class="wrap narrow"><section class="card" aria-label="리포트 안내">' +
    `<p>요청하신 ${escapeHtml(kind.label)} 리포트가 준비되었습니다. 리포트는 로그인한 상태에서만 열 수 있습니다 ` +
    '(access token 필요).</p>' +
    `<p class="muted small">분석 번호 <span class="analysis-ref">${escapeHtml(analysisId)}</span></p>` +
    `<div class="actions"><a class="btn" href="${escapeHtml(url)}">리포트 PDF 열기</a></div>` +
    '<p class="muted small">고객의 개인정보와 건강정보는 이 메일에 담기지 않습니다.</p></section></main>' +
    '<footer>리드라인</footer>';
  const page = await renderPage({ title: `[리드라인] ${kind.label} 리포트`, body });
  return {
    subject: `[리드라인] ${kind.label} 리포트 (${analysisId})`,
    text:
      `${kind.label} 리포트가 준비되었습니다.\n` +
      `리포트는 로그인한 상태에서만 열 수 있습니다 (access token 필요):\n${url}\n` +
      '고객의 개인정보와 건강정보는 이 메일에 담기지 않습니다.',
    html: page.html,
  };
}
