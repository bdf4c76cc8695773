// bottleneck ships types for its full build only; its light build (no Redis clustering), the one
// @octokit/plugin-throttling loads, has the same classes.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck'
  export default Bottleneck
}
