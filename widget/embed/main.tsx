/** @jsxImportSource preact */
/** The iframe's entry (/embed) and the sign-in popup's (/embed/signin): Preact, to keep the first load small. */
import { render } from 'preact';
import { Chat } from './chat.js';
import { readConfig } from './config.js';
import { SignIn } from './signin.js';
import './embed.css';

const config = readConfig();
const root = document.getElementById('root');
if (config && root) render(config.mode === 'signin' ? <SignIn config={config} /> : <Chat config={config} />, root);
