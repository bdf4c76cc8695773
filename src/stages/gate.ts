/**
 * The PR bot's stage, before the CLI starts (github/bot.ts plans it): the trigger gate and the
 * sticky comment, with the observers that keep the comment current. main.ts loads this module
 * only when commenting is on (plain runs never load Octokit).
 */
import { prepareBot, type BotPlan } from '../github/bot.js'
import { commentObservers } from '../observers/comment.js'
import type { RunObserver } from '../observers/observer.js'
import type { RunContext } from './context.js'

export async function startGate(
  ctx: RunContext
): Promise<{ bot: BotPlan; observers: RunObserver[] }> {
  const { event, github, redact, port } = ctx
  const bot = await prepareBot(ctx.settings, {
    event,
    github,
    redact,
    info: (line) => port.info(line),
    warn: (message) => port.warning(message),
    saveState: (name, value) => port.saveState(name, value)
  })
  return { bot, observers: bot.kind === 'on' ? commentObservers(bot.comment) : [] }
}
