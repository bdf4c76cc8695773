/**
 * The pull request's ledger and its caps, before anything is paid for (docs/ledger.md): the
 * ledger read once (stages/ledger.ts), and a run a cap stops ended there, green and `skipped`;
 * a review the cap stopped keeps its gate's last word (`fail-on`), and its check run says so
 * (stages/capped.ts, loaded only then).
 */
import type { BotPlan } from '../github/bot.js'
import { capped, type Verdict } from '../core/verdict/verdict.js'
import { cancelledRun, type RunContext } from './context.js'
import { openLedger } from './ledger.js'
import type { Keep } from './record.js'

type CapsContext = Parameters<typeof openLedger>[0] &
  Pick<RunContext, 'settings' | 'event' | 'github' | 'redact' | 'book' | 'say' | 'signals'>

/**
 * The ledger opened and kept in the run's record, the caps checked on it: the verdict of a run
 * a cap stops, undefined when the run may go on.
 */
export async function checkLedger(
  ctx: CapsContext,
  bot: Extract<BotPlan, { kind: 'on' }> | undefined,
  keep: Keep
): Promise<Verdict | undefined> {
  const { ledger } = keep({ ledger: await openLedger(ctx, bot) })
  const cap = ledger?.skip()
  if (cap === undefined) return undefined
  if (!ctx.settings.review) return capped(cap)
  const { startCapped } = await import('./capped.js')
  const stopped = await startCapped(ctx, ledger?.read)
  keep({ capped: stopped })
  return cancelledRun(ctx) ?? capped(cap, stopped.gate)
}
