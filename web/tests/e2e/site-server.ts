/** The browser tests start the built site the same way the screenshots and the benchmark do. */
export { projectDir, startSite, webDir, type RunningSite } from '../../../scripts/lib/site-server';
/** The HTTPS stand-in and the HTTP Observatory scan the benchmark uses, for the security headers test. */
export { startTlsFront, type TlsFront } from '../../../scripts/lib/tls-front';
export { observatoryScan } from '../../../scripts/lib/observatory';
