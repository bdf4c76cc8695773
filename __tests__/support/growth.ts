/**
 * How work grows with the size of its input, for tests of linear time. A ratio measured inside one
 * test, never a time budget: a busy machine slows both sides alike, so the test holds under load
 * where a budget in milliseconds failed (CI, next to other jobs).
 */

/** Linear is 16, quadratic 256: five times linear, over three times below quadratic. */
export const GROWTH_LIMIT = 80

/** CPU time (user + system, µs) of `work(input)`: the least of three tries, floored at 2 ms. */
export function cpuCost(work: () => void): number {
  let best = Infinity
  for (let i = 0; i < 3; i++) {
    const started = process.cpuUsage()
    work()
    const used = process.cpuUsage(started)
    best = Math.min(best, used.user + used.system)
  }
  // The floor keeps timer noise on a fast small case from reading as growth.
  return Math.max(best, 2000)
}

/**
 * The cost of `work` on `make(16n)` over its cost on `make(n)`: about 16 when the work is linear,
 * 256 when it is quadratic. Tests assert it stays under GROWTH_LIMIT. Four times the size against
 * a limit of 9 left too little room beside a quadratic 16: the heap's growth and the collector's
 * threads alone read as 9-10 on a busy machine.
 *
 * The least of up to three measured ratios: `process.cpuUsage` counts every thread of the
 * process, so the collector's helper threads finishing another test's garbage can land in one
 * measurement. A quadratic cost is over the limit in every measurement, so taking the least
 * cannot hide it.
 */
export function growth(
  make: (n: number) => string,
  work: (input: string) => void,
  n: number
): number {
  const small = make(n)
  const large = make(16 * n)
  let least = Infinity
  for (let i = 0; i < 5 && least >= 24; i++)
    least = Math.min(least, cpuCost(() => work(large)) / cpuCost(() => work(small)))
  return least
}
