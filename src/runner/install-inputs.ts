/**
 * Which CLI runs and how it is installed (`cli-path`, `install`, `installer-url`, `cli-version`,
 * `cli-sha256`, `cli-download-url`), read with the same reader as every other input (inputs.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { errnoOf, messageOf } from '../core/errors.js'
import type { Settings } from '../core/settings.js'
import { INPUTS } from '../names.js'
import type { InputReader } from './input-reader.js'
import { input as named, said, shown } from '../core/said.js'

const URL_SHAPE = /^https?:\/\/[^\s]+$/

export function readInstallInputs(
  r: InputReader
): Pick<
  Settings,
  'cliPath' | 'install' | 'installerUrl' | 'cliVersion' | 'cliSha256' | 'cliDownloadUrl'
> {
  const cli = r.input(INPUTS.cliPath)
  const cliPath = cli === '' ? '' : path.resolve(r.workspace, cli)
  if (cliPath !== '') {
    try {
      fs.accessSync(cliPath, fs.constants.X_OK)
      if (fs.statSync(cliPath).isDirectory()) throw new Error('EISDIR')
    } catch (error) {
      r.problems.push(
        said`Input ${named(INPUTS.cliPath)} is not an executable file: ${shown(cliPath)} (${errnoOf(error) ?? messageOf(error)}).`
      )
    }
  }

  const installerUrl = r.input(INPUTS.installerUrl)
  if (!URL_SHAPE.test(installerUrl)) {
    r.problems.push(
      said`Input ${named(INPUTS.installerUrl)} must be an http(s) URL, got ${shown(installerUrl)}.`
    )
  } else if (overTheNetwork(installerUrl)) {
    // The script runs in bash on the runner and no digest can pin it: over plain HTTP, whoever
    // is on the network path writes it.
    r.problems.push(
      said`Input ${named(INPUTS.installerUrl)} is a plain-HTTP URL, ${shown(installerUrl)}: whoever is on the network path could serve the script that installs the CLI, and it runs in bash on the runner. Use an https URL, or pin the build with ${named(INPUTS.cliVersion)} (and ${named(INPUTS.cliSha256)}), which installs without the script.`
    )
  }

  const cliVersion = r.input(INPUTS.cliVersion)
  if (cliVersion !== '' && !/^\d{4}\.\d{1,2}\.\d{1,2}-[0-9a-f]{6,40}$/.test(cliVersion)) {
    r.problems.push(
      said`Input ${named(INPUTS.cliVersion)} must be a Cursor CLI build as \`--version\` prints it (YYYY.MM.DD-hash, e.g. 2026.09.02-c22c1a3), got ${shown(cliVersion)}.`
    )
  }

  // The digest of one build's archive: meaningless (and silently unchecked) without the build.
  const cliSha256 = r.input(INPUTS.cliSha256).toLowerCase()
  if (cliSha256 !== '' && !/^[0-9a-f]{64}$/.test(cliSha256)) {
    r.problems.push(
      said`Input ${named(INPUTS.cliSha256)} must be the archive's sha256 as 64 hexadecimal digits (what \`sha256sum agent-cli-package.tar.gz\` prints), got ${shown(cliSha256)}.`
    )
  } else if (cliSha256 !== '' && cliVersion === '') {
    r.problems.push(
      said`Input ${named(INPUTS.cliSha256)} is the digest of one build's archive: set ${named(INPUTS.cliVersion)} to that build too (YYYY.MM.DD-hash).`
    )
  }

  const install = r.bool(INPUTS.install)
  if (cliSha256 !== '' && cliVersion !== '' && !install) {
    r.problems.push(
      said`Input ${named(INPUTS.cliSha256)} checks the archive the action installs, and ${named(INPUTS.install)} is false: set install to true, or remove cli-sha256 to run a CLI already on PATH.`
    )
  }

  const cliDownloadUrl = r.input(INPUTS.cliDownloadUrl).replace(/\/+$/, '')
  if (!URL_SHAPE.test(cliDownloadUrl)) {
    r.problems.push(
      said`Input ${named(INPUTS.cliDownloadUrl)} must be an http(s) URL, got ${shown(cliDownloadUrl)}.`
    )
  } else if (cliSha256 === '' && overTheNetwork(cliDownloadUrl)) {
    // Without a digest, what arrives is what runs, with the API key: over plain HTTP anyone on
    // the network path between the runner and the host chooses it.
    r.problems.push(
      said`Input ${named(INPUTS.cliDownloadUrl)} is a plain-HTTP URL, ${shown(cliDownloadUrl)}, and ${named(INPUTS.cliSha256)} is not set: whoever is on the network path could serve the CLI that then runs with the API key. Use an https URL, or set ${named(INPUTS.cliSha256)} to the archive's sha256 so that no other archive runs.`
    )
  }
  return {
    cliPath,
    install,
    installerUrl,
    cliVersion,
    cliSha256,
    cliDownloadUrl
  }
}

/**
 * Whether a URL is plain HTTP to another machine: `http://` to a host that is not loopback
 * (`localhost`, 127.0.0.0/8, `[::1]`), where nothing leaves this machine.
 */
function overTheNetwork(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    // No host can be read from it: not known to stay on this machine.
    return url.startsWith('http:')
  }
  if (parsed.protocol !== 'http:') return false
  const host = parsed.hostname
  return !(host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host))
}
