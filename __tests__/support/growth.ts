/**
 * How work grows with the size of its input, for tests of linear time. A ratio measured inside one
 * test, never a time budget: a busy machine slows both sides alike, so the test holds under load
 * where a budget in milliseconds failed (CI, next to other jobs).
 */

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
 * The cost of `work` on `make(4n)` over its cost on `make(n)`: about 4 when the work is linear,
 * 16 when it is quadratic. Tests assert it stays under 9.
 *
 * The least of up to three measured ratios: `process.cpuUsage` counts every thread of the
 * process, so the collector's helper threads finishing another test's garbage can land in one
 * measurement (9.09 was seen once under load, where quiet runs give 3–4). A quadratic cost is
 * over 9 in every measurement, so taking the least cannot hide it.
 */
export function growth(
  make: (n: number) => string,
  work: (input: string) => void,
  n: number
): number {
  const small = make(n)
  const large = make(4 * n)
  let least = Infinity
  for (let i = 0; i < 3 && least >= 6; i++)
    least = Math.min(least, cpuCost(() => work(large)) / cpuCost(() => work(small)))
  return least
}
