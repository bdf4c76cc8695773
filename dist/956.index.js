export const id = 956;
export const ids = [956];
export const modules = {

/***/ 6956:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SUMMARY_BUDGET: () => (/* binding */ SUMMARY_BUDGET),
  renderSummary: () => (/* binding */ renderSummary),
  warmUp: () => (/* binding */ warmUp)
});

// EXTERNAL MODULE: ./src/core/verdict/hints.ts
var verdict_hints = __webpack_require__(66247);
// EXTERNAL MODULE: ./src/core/stream/report.ts + 5 modules
var stream_report = __webpack_require__(18835);
// EXTERNAL MODULE: ./src/render/format.ts
var format = __webpack_require__(71509);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(72020);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
// EXTERNAL MODULE: ./src/render/outcomes.ts
var outcomes = __webpack_require__(78119);
// EXTERNAL MODULE: ./src/render/prose.ts
var prose = __webpack_require__(48011);
;// CONCATENATED MODULE: ./src/render/sections.ts




const MESSAGE_CHARS = 64 * 1024;
function moreNote(total, shown, what) {
    return total > shown
        ? ['', `*${(0,format/* count */.U9)(total - shown)} more ${what} not shown; see the transcript.*`]
        : [];
}
function messageSection(r, redact) {
    if (r.finalMessage.trim() === '')
        return [];
    const plan = r.plan !== undefined && r.finalMessage === r.plan;
    const title = plan
        ? r.result === undefined
            ? "#### The agent's plan — the run did not finish"
            : "#### The agent's plan"
        : r.result === undefined
            ? '#### Last message — the run did not finish'
            : '#### Final message';
    const long = r.finalMessage.length > MESSAGE_CHARS;
    const out = [title, '', (0,prose/* agentText */.r)(redact((0,core_text/* truncate */.xv)(r.finalMessage, MESSAGE_CHARS))), ''];
    if (long) {
        out.push(`*The message is ${(0,format/* count */.U9)(r.finalMessage.length)} characters long; the first ${(0,format/* count */.U9)(MESSAGE_CHARS)} are shown. The whole text is in the \`final_message\` output and the transcript.*`, '');
    }
    return out;
}
function fileRef(path, url, asCode) {
    return url !== undefined ? (0,markdown/* link */.nf)(asCode(path), url) : asCode(path);
}
function changesSection(r, links, landed, limits) {
    const out = [];
    if (r.filesChanged.length > 0) {
        out.push(`#### Files changed (${(0,format/* count */.U9)(r.filesChanged.length)})`, '', '| file | change | seen in |', '|---|---|---|');
        for (const f of r.filesChanged.slice(0, limits.files)) {
            const delta = (0,format/* lineDelta */.Dy)(f.added, f.removed);
            const state = f.deleted ? 'deleted' : f.created ? 'new' : '';
            const change = [state, delta].filter((s) => s !== '').join(' ') || 'changed';
            const seen = f.fromEdit && f.fromGit
                ? 'edit, git'
                : f.fromEdit
                    ? 'edit'
                    : 'git only (written by a command)';
            const pushed = links.patch?.get(f.path);
            out.push(`| ${fileRef(f.path, pushed, markdown/* cellCode */.GA)} | ${pushed !== undefined ? (0,markdown/* link */.nf)(change, pushed) : change} | ${seen} |`);
        }
        out.push(...moreNote(r.filesChanged.length, limits.files, 'files'), '');
        const where = landingLines(landed);
        if (where.length > 0)
            out.push(...where, '');
    }
    else {
        out.push('#### Files changed', '', 'None.', '');
    }
    if (r.filesRead.length > 0) {
        const shown = r.filesRead
            .slice(0, limits.files)
            .map((p) => fileRef(p, links.files?.get(p), markdown/* code */.aY));
        out.push(`<details><summary>Files read (${(0,format/* count */.U9)(r.filesRead.length)})</summary>`, '', shown.join(', '), ...moreNote(r.filesRead.length, limits.files, 'files'), '', '</details>', '');
    }
    return out;
}
function landingLines(landed) {
    if (landed === undefined)
        return [];
    if (landed.commitSha !== '' && landed.branch !== '') {
        const number = /\/pull\/(\d+)$/.exec(landed.prUrl)?.[1];
        const label = number !== undefined ? `pull request #${number}` : 'the pull request opened';
        const pr = landed.prUrl !== '' ? `; ${(0,markdown/* link */.nf)(label, landed.prUrl)}` : '';
        return [`**Pushed** ${(0,markdown/* code */.aY)(landed.commitSha.slice(0, 12))} to ${(0,markdown/* code */.aY)(landed.branch)}${pr}.`];
    }
    if (landed.patch === '')
        return [];
    return [
        `**Not pushed**: the changes are in the \`patch\` output (${(0,markdown/* code */.aY)(landed.patch)}), a file on the runner that \`git apply\` applies. To keep it, upload it in a later step:`,
        '',
        (0,markdown/* fenced */.OF)([
            '- if: always()',
            '  uses: actions/upload-artifact@v4',
            '  with:',
            '    name: agent-patch',
            "    path: ${{ steps.<this step's id>.outputs.patch }}"
        ].join('\n'), 'yaml')
    ];
}
function diagnosticsSection(r) {
    const d = r.diagnostics;
    const lines = [];
    if (d.invalidLines + d.oversizeLines > 0) {
        lines.push(`- ${(0,format/* plural */.LS)(d.invalidLines + d.oversizeLines, 'line')} of the stream ${d.invalidLines + d.oversizeLines === 1 ? 'was' : 'were'} not JSON events${d.oversizeLines > 0 ? ` (${d.oversizeLines} too long to keep)` : ''}. First ${d.invalidSamples.length}:`);
        for (const s of d.invalidSamples)
            lines.push(`  - ${(0,markdown/* code */.aY)((0,core_text/* truncate */.xv)(s, 200))}`);
    }
    if (d.unknownTypes.size > 0) {
        lines.push(`- Unknown event types (ignored): ${[...d.unknownTypes.entries()].map(([t, n]) => `${(0,markdown/* code */.aY)((0,core_text/* truncate */.xv)(t, 100))} ×${n}`).join(', ')}`);
    }
    if (d.interactionQueries > 0) {
        lines.push(`- The CLI asked for approval ${(0,format/* plural */.LS)(d.interactionQueries, 'time')}; the run cannot answer (stdin is closed), so the CLI decided by itself (without \`force: true\` it rejects): ${d.querySamples.map((s) => (0,markdown/* code */.aY)((0,core_text/* truncate */.xv)(s, 100))).join(', ')}`);
    }
    if (d.errorEvents.length > 0)
        lines.push(`- Error events: ${d.errorEvents.map((s) => (0,markdown/* code */.aY)((0,core_text/* truncate */.xv)(s, 200))).join(', ')}`);
    if (d.resultEvents > 1)
        lines.push(`- ${d.resultEvents} result events arrived; an error in any of them fails the run.`);
    if (d.eventsAfterResult > 0)
        lines.push(`- ${(0,format/* plural */.LS)(d.eventsAfterResult, 'event')} arrived after the result.`);
    const running = r.counts.running;
    if (running > 0)
        lines.push(`- ${(0,format/* plural */.LS)(running, 'tool call')} never completed.`);
    const orphans = r.counts.orphans;
    if (orphans > 0)
        lines.push(`- ${(0,format/* plural */.LS)(orphans, 'tool call')} completed without a start event.`);
    if (d.droppedOutputTails > 0)
        lines.push(`- Output of ${d.droppedOutputTails} more failed calls was not kept in memory; see the transcript.`);
    if (lines.length === 0)
        return [];
    return ['<details><summary>Diagnostics</summary>', '', ...lines, '', '</details>', ''];
}
const QUESTIONS_SHOWN = 10;
const PROMPTS_SHOWN = 5;
function questionsSection(r, redact) {
    const q = r.questions;
    if (q === undefined || q.asked === 0)
        return [];
    const items = q.items.slice(0, QUESTIONS_SHOWN).flatMap((item) => {
        const head = item.title !== '' ? item.title : (item.prompts[0] ?? '(no text)');
        const prompts = (item.title !== '' ? item.prompts : item.prompts.slice(1)).slice(0, PROMPTS_SHOWN);
        const skipped = item.skipped !== undefined && item.skipped !== ''
            ? ` — unanswered; the CLI said: ${(0,markdown/* text */.Qq)(redact(oneLine(item.skipped)))}`
            : ' — unanswered';
        return [
            `- ${(0,markdown/* text */.Qq)(redact(oneLine(head)))}${skipped}`,
            ...prompts.map((p) => `  - ${(0,markdown/* text */.Qq)(redact(oneLine(p)))}`)
        ];
    });
    return [
        `#### Questions the agent asked (${(0,format/* count */.U9)(q.asked)}, unanswered)`,
        '',
        'A headless run cannot answer questions: the CLI skipped each one and the agent went on with what it had. Put the answers in the prompt to give them.',
        '',
        ...items,
        ...moreNote(q.asked, Math.min(q.asked, QUESTIONS_SHOWN), 'questions'),
        ''
    ];
}
function oneLine(s) {
    return s.replace(/\s+/g, ' ').trim();
}

;// CONCATENATED MODULE: ./src/render/calls.ts





const TARGET_CHARS = 300;
const REASON_CHARS = 120;
function outcomeCell(t) {
    const { icon, word } = outcomes/* OUTCOMES */.im[t.state];
    const reason = t.reason !== undefined && t.reason !== '' ? `: ${(0,markdown/* text */.Qq)((0,core_text/* truncate */.xv)(t.reason, REASON_CHARS))}` : '';
    switch (t.state) {
        case 'ok':
            return t.exitCode !== undefined ? `${icon} exit ${t.exitCode}` : `${icon} ${word}`;
        case 'failed':
            return t.exitCode !== undefined ? `${icon} exit ${t.exitCode}` : `${icon} ${word}${reason}`;
        case 'rejected':
            return `${icon} ${word}${reason}`;
        case 'running':
        case 'unknown':
            return `${icon} ${word}`;
    }
}
const ROW_HEAD = ['| # | tool | target | outcome | time |', '|---:|---|---|---|---:|'];
function nowrap(value) {
    return value.replace(/ /g, '\u00a0');
}
function callTime(t) {
    return nowrap((0,format/* seconds */.YA)(t.durationMs));
}
function callRow(t) {
    return `| ${t.index} | ${(0,markdown/* cellCode */.GA)(t.kind)} | ${(0,markdown/* cellCode */.GA)((0,core_text/* truncate */.xv)(t.target, TARGET_CHARS))} | ${outcomeCell(t)} | ${callTime(t)} |`;
}
function commandsSection(r, limits) {
    const shell = r.counts.byKind.get('shell');
    if (shell === undefined || shell.calls === 0)
        return [];
    const ok = r.tools.filter((t) => t.kind === 'shell' && t.state === 'ok');
    const out = [`#### Commands (${(0,format/* count */.U9)(shell.calls)})`, ''];
    const notOk = shell.calls - shell.ok;
    if (notOk > 0)
        out.push(`${(0,format/* plural */.LS)(notOk, 'command')} did not succeed (listed above, with their output).`, '');
    if (ok.length > 0 && limits.commands > 0) {
        out.push(`<details><summary>${(0,format/* plural */.LS)(shell.ok, 'command')} succeeded</summary>`, '', '| command | result | time |', '|---|---|---|', ...ok
            .slice(0, limits.commands)
            .map((t) => `| ${(0,markdown/* cellCode */.GA)((0,core_text/* truncate */.xv)(t.target, TARGET_CHARS))} | ${outcomeCell(t)} | ${callTime(t)} |`), ...moreNote(shell.ok, Math.min(ok.length, limits.commands), 'commands'), '', '</details>', '');
    }
    else if (shell.ok > 0) {
        out.push(`*${(0,format/* plural */.LS)(shell.ok, 'successful command')} not shown; see the transcript.*`, '');
    }
    return out;
}
function toolsSection(r, limits) {
    const { counts, tools } = r;
    if (counts.calls === 0)
        return [];
    const out = [
        `#### Tool calls (${(0,format/* count */.U9)(counts.calls)})`,
        '',
        '| tool | calls | ok | failed | rejected | other | time |',
        '|---|---:|---:|---:|---:|---:|---:|'
    ];
    for (const [kind, k] of [...counts.byKind.entries()]
        .filter(([, k]) => k.calls > 0)
        .sort((a, b) => b[1].calls - a[1].calls)) {
        const other = k.calls - k.ok - k.failed - k.rejected;
        out.push(`| ${(0,markdown/* cellCode */.GA)(kind)} | ${k.calls} | ${k.ok} | ${k.failed} | ${k.rejected} | ${other} | ${nowrap((0,format/* seconds */.YA)(k.durationMs))} |`);
    }
    out.push('');
    if (limits.timeline > 0 && tools.length > 0) {
        out.push(`<details><summary>Timeline (${(0,format/* plural */.LS)(counts.calls, 'call')})</summary>`, '', ...ROW_HEAD, ...tools.slice(0, limits.timeline).map(callRow), ...moreNote(counts.calls, Math.min(tools.length, limits.timeline), 'timeline rows'), '', '</details>', '');
    }
    else {
        out.push(`*Timeline of ${(0,format/* plural */.LS)(counts.calls, 'call')} not shown; see the transcript.*`, '');
    }
    return out;
}

;// CONCATENATED MODULE: ./src/core/verdict/facts.ts
function runFacts(known) {
    return {
        running: [],
        ran: false,
        durationMs: known.report.result?.durationMs ?? 0,
        afterRun: { notes: [], warnings: [] },
        ...known
    };
}

// EXTERNAL MODULE: ./src/core/stream/mcp.ts
var mcp = __webpack_require__(36120);
;// CONCATENATED MODULE: ./src/render/mcp.ts




const NAME_CHARS = 60;
const ERROR_CHARS = 300;
const HEADER_NAMES = 3;
function nameOf(name, cell, max = Infinity) {
    if (name === '')
        return '(unnamed)';
    const cut = (0,core_text/* truncate */.xv)(name, max);
    return cell ? (0,markdown/* cellCode */.GA)(cut) : (0,markdown/* code */.aY)(cut);
}
function mcpHeaderNote(r) {
    const failing = (0,mcp/* failingServers */.h2)(r.mcp);
    if (failing.length === 0)
        return [];
    const names = failing.slice(0, HEADER_NAMES).map((n) => nameOf(n, false, NAME_CHARS));
    const more = failing.length > HEADER_NAMES ? ` and ${(0,format/* count */.U9)(failing.length - HEADER_NAMES)} more` : '';
    const servers = failing.length === 1 ? 'MCP server' : 'MCP servers';
    return [`${servers} ${names.join(', ')}${more} failed every call`];
}
const STATE_ICONS = {
    up: '🟢',
    down: '🔴',
    needs_action: '🟡',
    unknown: '⚪'
};
function listedCell(l) {
    if (l === undefined)
        return 'not listed';
    return `${STATE_ICONS[l.state]} ${mcp/* STATE_WORDS */.I7[l.state]}: ${(0,markdown/* cellCode */.GA)((0,core_text/* truncate */.xv)(l.text, ERROR_CHARS))}`;
}
function mcpSection(r, facts) {
    const use = r.mcp;
    const required = facts?.required ?? [];
    if (use.servers.size === 0 && use.untracked === 0 && required.length === 0)
        return [];
    const missing = new Set((0,mcp/* missingServers */.FK)(facts, use).map((m) => m.name));
    const listed = facts?.listed;
    const named = [...use.servers.keys(), ...required.filter((n) => !use.servers.has(n))];
    const seen = new Set(named);
    const others = new Set((listed ?? []).map((l) => l.name).filter((n) => !seen.has(n)));
    const names = [...named, ...others];
    const head = ['server', 'calls', 'succeeded', 'failed', 'last error'];
    if (listed !== undefined)
        head.push('`mcp list` before the run');
    const rows = names.map((name) => {
        const c = use.servers.get(name) ?? { calls: 0, ok: 0, failed: 0, rejected: 0 };
        const icon = missing.has(name)
            ? '❌'
            : c.calls > 0 && c.ok === 0 && c.failed + c.rejected === c.calls
                ? '❌'
                : c.failed + c.rejected > 0
                    ? '⚠️'
                    : c.ok > 0
                        ? '✅'
                        : others.has(name)
                            ? '➖'
                            : '⏳';
        const label = `${icon} ${nameOf(name, true)}${required.includes(name) ? ' (required)' : ''}`;
        const failed = c.rejected > 0
            ? `${(0,format/* count */.U9)(c.failed + c.rejected)} (${(0,format/* count */.U9)(c.rejected)} rejected)`
            : (0,format/* count */.U9)(c.failed);
        const error = c.lastError !== undefined ? (0,markdown/* text */.Qq)((0,core_text/* truncate */.xv)(c.lastError, ERROR_CHARS)) : '';
        const cells = [label, (0,format/* count */.U9)(c.calls), (0,format/* count */.U9)(c.ok), failed, error];
        if (listed !== undefined)
            cells.push(listedCell(listed.find((x) => x.name === name)));
        return `| ${cells.join(' | ')} |`;
    });
    const out = [
        '#### MCP servers',
        '',
        `| ${head.join(' | ')} |`,
        `|---|${head
            .slice(1, 4)
            .map(() => '---:|')
            .join('')}${head
            .slice(4)
            .map(() => '---|')
            .join('')}`,
        ...rows,
        ''
    ];
    if (use.untracked > 0)
        out.push(`${(0,format/* plural */.LS)(use.untracked, 'call')} to further servers are counted in the totals only.`, '');
    if (missing.size > 0)
        out.push(`${(0,format/* plural */.LS)(missing.size, 'server')} that \`require-mcp\` names had no successful call (\`mcp_unavailable\` unless the run failed for another reason).`, '');
    return out;
}

;// CONCATENATED MODULE: ./src/render/failures.ts






function problemGroups(r) {
    const groups = new Map();
    const key = (t) => `${t.kind}\0${t.target.replace(/\s+/g, ' ').trim()}`;
    for (const t of r.tools) {
        if (t.state === 'ok')
            continue;
        const k = key(t);
        const g = groups.get(k);
        if (g === undefined)
            groups.set(k, { kind: t.kind, target: t.target, calls: [t] });
        else
            g.calls.push(t);
    }
    for (const t of r.tools) {
        if (t.state !== 'ok')
            continue;
        const g = groups.get(key(t));
        const last = g?.calls.at(-1);
        if (g !== undefined && last !== undefined && t.index > last.index && g.fixedBy === undefined)
            g.fixedBy = t;
    }
    return [...groups.values()].sort((a, b) => (b.calls.at(-1)?.index ?? 0) - (a.calls.at(-1)?.index ?? 0));
}
function problemsLess(all, groups) {
    const left = { ...all };
    for (const g of groups)
        for (const c of g.calls) {
            const k = c.state === 'ok' ? undefined : c.state;
            if (k !== undefined && left[k] > 0)
                left[k]--;
        }
    return left;
}
const HEAD = ['| # | tool | target | outcome | count | time |', '|---:|---|---|---|---:|---:|'];
function row(g) {
    const last = g.calls.at(-1);
    return `| ${String(last.index)} | ${(0,markdown/* cellCode */.GA)(g.kind)} | ${(0,markdown/* cellCode */.GA)((0,core_text/* truncate */.xv)(g.target, TARGET_CHARS))} | ${outcomeCell(last)} | ${g.calls.length > 1 ? `${(0,format/* count */.U9)(g.calls.length)}×` : '1'} | ${callTime(last)} |`;
}
function outputs(groups, limits, redact) {
    const withTail = groups.flatMap((g) => {
        const t = [...g.calls].reverse().find((c) => c.outputTail !== undefined && c.outputTail !== '');
        return t !== undefined ? [{ g, t }] : [];
    });
    if (withTail.length === 0)
        return [];
    if (limits.tails === 0)
        return [
            `*Output of ${(0,format/* plural */.LS)(withTail.length, 'failed call')} not shown; see the transcript.*`,
            ''
        ];
    const out = [];
    for (const { g, t } of withTail.slice(0, limits.tails)) {
        const tail = (0,core_text/* truncate */.xv)((t.outputTail ?? '').replace(/\n+$/, ''), limits.tailChars, {
            keep: 'tail'
        });
        const which = g.calls.length > 1 ? `, the last of ${(0,format/* count */.U9)(g.calls.length)}` : '';
        out.push(`Output of ${(0,markdown/* code */.aY)((0,core_text/* truncate */.xv)(t.target, TARGET_CHARS))} (${outcomeCell(t)}${which}):`, '', (0,markdown/* fenced */.OF)(redact(tail)), '');
    }
    const more = moreNote(withTail.length, limits.tails, 'outputs');
    if (more.length > 0)
        out.push(...more, '');
    return out;
}
function table(problems, groups, limits, redact) {
    const out = [`#### Failed and rejected calls (${(0,outcomes/* problemsText */.u1)(problems)})`, ''];
    if (groups.length === 0) {
        out.push(`*The calls themselves are not in the report's list; see the transcript.*`, '');
        return out;
    }
    const shown = groups.slice(0, limits.problems);
    out.push('Newest first; repeats of one call are counted in one row.', '', ...HEAD);
    out.push(...shown.map(row), ...moreNote(groups.length, shown.length, 'calls'), '');
    out.push(...outputs(shown, limits, redact));
    return out;
}
function failuresSection(r, green, limits, redact) {
    const groups = problemGroups(r);
    const all = (0,outcomes/* problemsOf */.GW)(r.counts);
    if (!green)
        return (0,outcomes/* problemsTotal */.Jc)(all) > 0 ? table(all, groups, limits, redact) : [];
    const open = groups.filter((g) => g.fixedBy === undefined);
    const left = problemsLess(all, groups.filter((g) => g.fixedBy !== undefined));
    return (0,outcomes/* problemsTotal */.Jc)(left) > 0 ? table(left, open, limits, redact) : [];
}
function fixedSection(r, green, limits, redact) {
    if (!green)
        return [];
    const fixed = problemGroups(r).filter((g) => g.fixedBy !== undefined);
    if (fixed.length === 0)
        return [];
    const calls = fixed.reduce((n, g) => n + g.calls.length, 0);
    const title = fixed.length === 1
        ? `${(0,format/* plural */.LS)(calls, 'earlier run')} of one call failed; a later run succeeded`
        : `${(0,format/* plural */.LS)(calls, 'earlier call')} failed; later runs of the same ${(0,format/* count */.U9)(fixed.length)} calls succeeded`;
    const items = fixed.slice(0, limits.problems).map((g) => {
        const last = g.calls.at(-1);
        const fix = g.fixedBy;
        const runs = g.calls.length === 1 ? 'call' : 'calls';
        const ids = g.calls.slice(0, 5).map((c) => String(c.index));
        const more = g.calls.length > 5 ? `, … ${String(last.index)}` : '';
        const which = `${runs} ${ids.length > 1 ? `${ids.slice(0, -1).join(', ')} and ${ids.at(-1) ?? ''}` : (ids[0] ?? '')}${more}`;
        return `- ${(0,markdown/* code */.aY)((0,core_text/* truncate */.xv)(g.target, TARGET_CHARS))} (${(0,markdown/* code */.aY)(g.kind)}): ${outcomeCell(last)} (${which}), then ${outcomeCell(fix)} (call ${String(fix.index)})`;
    });
    return [
        `<details><summary>Fixed along the way: ${title}</summary>`,
        '',
        ...items,
        ...moreNote(fixed.length, Math.min(fixed.length, limits.problems), 'calls'),
        '',
        ...outputs(fixed.slice(0, limits.problems), limits, redact),
        '</details>',
        ''
    ];
}

;// CONCATENATED MODULE: ./src/render/schema-section.ts

function schemaSection(check) {
    if (check === undefined)
        return '';
    if (check.ok)
        return '#### Structured output\n\nThe final message matches `output-schema`.\n';
    const lines = check.errors.map((e) => `- ${(0,markdown/* code */.aY)(e)}`);
    return [
        '#### Structured output does not match `output-schema`',
        '',
        ...lines,
        '',
        'The whole final message is in the `final_message` output and the transcript.',
        ''
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/render/status.ts





const ID_CHARS = 200;
function statusSection(f, hints) {
    const { report: r, verdict } = f;
    const c = outcomes/* CONCLUSIONS */.Fr[verdict.conclusion];
    const reason = verdict.conclusion !== 'success' && verdict.reason !== undefined
        ? ` (${(0,markdown/* cellCode */.GA)(verdict.reason)})`
        : '';
    const time = (0,format/* isDuration */.n$)(f.durationMs) ? ` in ${(0,format/* clock */.pm)(f.durationMs)}` : '';
    const problems = (0,outcomes/* problemsText */.u1)((0,outcomes/* problemsOf */.GW)(r.counts));
    const bits = [
        ...hints.flatMap((h) => (h.headline !== undefined ? [h.headline] : [])),
        r.filesChanged.length === 0
            ? 'no files changed'
            : `${(0,format/* plural */.LS)(r.filesChanged.length, 'file')} changed`,
        `${(0,format/* plural */.LS)(r.counts.calls, 'tool call')}${problems !== '' ? ` (${problems})` : ''}`,
        ...mcpHeaderNote(r),
        ...tokensNote(r.result?.usage)
    ];
    return [`### ${c.icon} Cursor Agent ${c.phrase}${reason}${time} · ${bits.join(' · ')}`, ''];
}
function tokensNote(u) {
    if (u === undefined)
        return [];
    return [`${(0,format/* count */.U9)(u.inputTokens ?? 0)} input and ${(0,format/* count */.U9)(u.outputTokens ?? 0)} output tokens`];
}
function calloutSection(f, hints, redact) {
    const { verdict } = f;
    if (verdict.conclusion === 'success')
        return [];
    const fixes = hints.filter((h) => fixesFailure(h, verdict.reason));
    const out = [
        verdict.conclusion === 'cancelled' ? '> [!WARNING]' : '> [!CAUTION]',
        ...quoted((0,markdown/* markup */.PT)(verdict.said ?? verdict.message, redact))
    ];
    for (const h of fixes)
        out.push('>', ...quoted(h.text));
    out.push('');
    if (f.stderrTail !== undefined && f.stderrTail.trim() !== '') {
        out.push("<details open><summary>Last lines of the CLI's stderr</summary>", '', (0,markdown/* fenced */.OF)(redact(f.stderrTail.replace(/\n+$/, ''))), '', '</details>', '');
    }
    return [...out, ...tips(hints.filter((h) => !fixes.includes(h)))];
}
const CALL_HINTS = new Set([
    'landing',
    'rejected_shell',
    'permission_denied',
    'rejected_mcp'
]);
function fixesFailure(h, reason) {
    if (!CALL_HINTS.has(h.id))
        return true;
    if (reason === 'budget')
        return true;
    return h.id === 'rejected_mcp' && reason === 'mcp_unavailable';
}
function quoted(markdown) {
    return markdown.split('\n').map((l) => (l === '' ? '>' : `> ${l}`));
}
function adviceSection(f, hints) {
    return f.verdict.conclusion === 'success' ? tips(hints) : [];
}
function tips(hints) {
    if (hints.length === 0)
        return [];
    return ['> [!TIP]', ...hints.flatMap((h, i) => [...(i > 0 ? ['>'] : []), ...quoted(h.text)]), ''];
}
function factsSection(f) {
    const r = f.report;
    const facts = [];
    if (r.model !== undefined)
        facts.push(['Model', (0,markdown/* text */.Qq)((0,core_text/* truncate */.xv)(r.model, ID_CHARS))]);
    if (r.sessionId !== undefined)
        facts.push(['Session (`resume:` continues it)', (0,markdown/* cellCode */.GA)((0,core_text/* truncate */.xv)(r.sessionId, ID_CHARS))]);
    if (r.result?.requestId !== undefined)
        facts.push(['Request', (0,markdown/* cellCode */.GA)((0,core_text/* truncate */.xv)(r.result.requestId, ID_CHARS))]);
    const cli = [
        f.cliVersion !== undefined ? (0,markdown/* text */.Qq)((0,core_text/* truncate */.xv)(f.cliVersion, ID_CHARS)) : '',
        `exit code ${f.exitCode ?? '–'}`
    ].filter((s) => s !== '');
    facts.push(['CLI', cli.join(' · ')]);
    const conn = r.connection;
    if (conn !== undefined && conn.reconnections + conn.retries > 0)
        facts.push([
            'Connection to Cursor',
            [
                conn.reconnections > 0 ? (0,format/* plural */.LS)(conn.reconnections, 'reconnection') : '',
                conn.retries > 0 ? (0,format/* plural */.LS)(conn.retries, 'retried request') : ''
            ]
                .filter((s) => s !== '')
                .join(' · ')
        ]);
    const u = r.result?.usage;
    if (u !== undefined) {
        const n = (v) => (0,format/* count */.U9)(v ?? 0);
        facts.push([
            'Tokens',
            `${n(u.inputTokens)} in · ${n(u.outputTokens)} out · ${n(u.cacheReadTokens)} cache read · ${n(u.cacheWriteTokens)} cache write`
        ]);
    }
    return [
        `| ${facts.map(([k]) => k).join(' | ')} |`,
        `|${facts.map(() => '---|').join('')}`,
        `| ${facts.map(([, v]) => v).join(' | ')} |`,
        '',
        ...installLine(f.install)
    ];
}
const FROM = { 'tool-cache': "the runner's tool cache", 'actions-cache': 'the Actions cache' };
function installLine(i) {
    if (i === undefined)
        return [];
    const took = (0,format/* seconds */.YA)(i.ms);
    if (i.source === 'script')
        return [
            `CLI installed by Cursor's install script (${(0,markdown/* code */.aY)(i.url)}) in ${took}. Pinning a build (${(0,markdown/* code */.aY)('cli-version')}, with its ${(0,markdown/* code */.aY)('cli-sha256')}) makes starts faster and reproducible: the archive is downloaded once, checked, and then comes from a cache.`,
            ''
        ];
    const how = i.source === 'downloaded'
        ? `downloaded from ${(0,markdown/* code */.aY)(i.url)}`
        : `from a cache (${FROM[i.source]})`;
    const digest = i.sha256 === undefined
        ? ''
        : i.verified
            ? ` · sha256 ${(0,markdown/* code */.aY)(i.sha256)}, as ${(0,markdown/* code */.aY)('cli-sha256')} says`
            : ` · sha256 ${(0,markdown/* code */.aY)(i.sha256)} (set it as ${(0,markdown/* code */.aY)('cli-sha256')} to check it on every start)`;
    return [`CLI ${(0,markdown/* code */.aY)(i.build ?? '')} ${how} in ${took}${digest}.`, ''];
}

// EXTERNAL MODULE: ./src/render/findings.ts
var findings = __webpack_require__(62752);
// EXTERNAL MODULE: ./src/core/ledger/caps.ts
var caps = __webpack_require__(93152);
;// CONCATENATED MODULE: ./src/render/summary.ts













const SUMMARY_BUDGET = 512 * 1024;
const START = {
    timeline: 1000,
    files: 1000,
    problems: 500,
    commands: 500,
    tails: 30,
    tailChars: 2000
};
function renderSummary(facts, redact, options = {}, budget = SUMMARY_BUDGET) {
    const limits = { ...START };
    const steps = [
        () => shrink(limits, 'timeline', 100),
        () => shrink(limits, 'timeline', 0),
        () => shrink(limits, 'commands', 100),
        () => shrink(limits, 'files', 100),
        () => shrink(limits, 'problems', 100),
        () => shrink(limits, 'tailChars', 500),
        () => shrink(limits, 'tails', 5),
        () => shrink(limits, 'commands', 0),
        () => shrink(limits, 'files', 10),
        () => shrink(limits, 'problems', 10),
        () => shrink(limits, 'tails', 0)
    ];
    const hints = options.hints ?? (0,verdict_hints/* hintsOf */.iw)(facts);
    const render = () => redact(summary_document(facts, options, hints, limits, redact));
    let md = render();
    for (const step of steps) {
        if (Buffer.byteLength(md) <= budget)
            return md;
        if (step())
            md = render();
    }
    if (Buffer.byteLength(md) <= budget)
        return md;
    const note = "\n\n> [!NOTE]\n> The summary was cut to fit GitHub's size limit; see the transcript.\n";
    const cut = Buffer.from(md)
        .subarray(0, budget - Buffer.byteLength(note) - 16)
        .toString('utf8');
    return cut.slice(0, cut.lastIndexOf('\n')) + '\n' + note;
}
function shrink(limits, key, to) {
    if (limits[key] <= to)
        return false;
    limits[key] = to;
    return true;
}
function summary_document(f, options, hints, limits, redact) {
    const r = f.report;
    const green = f.verdict.conclusion === 'success';
    return [
        ...statusSection(f, hints),
        ...calloutSection(f, hints, redact),
        ...(0,findings/* findingsSection */.WT)(f.review),
        ...messageSection(r, redact),
        ...questionsSection(r, redact),
        ...(green ? [] : failuresSection(r, green, limits, redact)),
        ...(f.structured !== undefined ? [schemaSection(f.structured)] : []),
        ...mcpSection(r, f.mcp),
        ...changesSection(r, { files: f.links, patch: f.patchAnchors }, f.landed, limits),
        ...adviceSection(f, hints),
        ...afterRunSection(f.afterRun, redact),
        ...(green ? failuresSection(r, green, limits, redact) : []),
        ...fixedSection(r, green, limits, redact),
        ...prSection(f.pr, redact),
        ...factsSection(f),
        ...commandsSection(r, limits),
        ...toolsSection(r, limits),
        ...diagnosticsSection(r),
        ...footerSection(f.transcriptPath, options)
    ].join('\n');
}
function afterRunSection(after, redact) {
    if (after.notes.length + after.warnings.length === 0)
        return [];
    const item = (s) => (0,markdown/* markup */.PT)(typeof s === 'string' ? (0,core_text/* truncate */.xv)(s, 1000) : s, redact, { oneLine: true });
    const items = [
        ...after.warnings.map((w) => `- ⚠️ ${item(w)}`),
        ...after.notes.map((n) => `- ${item(n)}`)
    ];
    return ['#### After the run', '', ...items.slice(0, 50), ''];
}
function prSection(pr, redact) {
    if (pr === undefined)
        return [];
    return ['#### This pull request', '', (0,markdown/* markup */.PT)((0,caps/* prSentence */._5)(pr), redact, { oneLine: true }), ''];
}
function footerSection(path, options) {
    const example = options.uploadExampleUrl !== undefined ? ` (${(0,markdown/* link */.nf)('example', options.uploadExampleUrl)})` : '';
    const footer = [
        path === undefined
            ? ''
            : options.offline === true
                ? `Transcript: ${(0,markdown/* code */.aY)(path)}`
                : `Transcript (redacted): the \`transcript\` output, ${(0,markdown/* code */.aY)(path)}, a file on the runner; upload it as an artifact to keep it${example}`,
        buildLine(options)
    ].filter((s) => s !== '');
    return [`<sub>${footer.join(' · ')}</sub>`, ''];
}
function buildLine(options) {
    const version = `cursor-agent-action${options.actionVersion !== undefined ? ` v${options.actionVersion}` : ''}`;
    const source = options.actionSource;
    if (source === undefined)
        return version;
    return /^[0-9a-f]{40}$/i.test(source.ref)
        ? `${version}, commit ${(0,markdown/* code */.aY)(source.ref)} of ${(0,markdown/* code */.aY)(source.repository)}`
        : `${version}, ${(0,markdown/* code */.aY)(`${source.repository}@${source.ref}`)}`;
}
function warmUp() {
    const report = new stream_report/* ReportBuilder */.ex().snapshot();
    report.finalMessage =
        'Warming *up*: `code`, **bold**, a [link](x), a table\n\n| a |\n|---|\n\n- item';
    renderSummary(runFacts({ report, verdict: { conclusion: 'success', message: '' } }), (s) => s);
}


/***/ })

};
