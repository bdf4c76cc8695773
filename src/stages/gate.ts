/**
 * The PR bot's stage, before the CLI starts (github/bot.ts plans it): the trigger gate and the
 * sticky comment, with the observers that keep the comment current. main.ts loads this module
 * only when commenting is on (plain runs never load Octokit).
 */
import { prepareBot, type BotContext, type BotPlan } from '../github/bot.js'
import { commentObservers } from '../observers/comment.js'
import type { RunObserver } from '../observers/observer.js'

export async function startGate(
  ctx: BotContext
): Promise<{ bot: BotPlan; observers: RunObserver[] }> {
  const bot = await prepareBot(ctx)
  return { bot, observers: bot.kind === 'on' ? commentObservers(bot.comment) : [] }
}
