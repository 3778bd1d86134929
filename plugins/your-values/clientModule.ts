/**
 * Your values, in the browser on every page (registered in docusaurus.config.ts's
 * clientModules). Reads one localStorage key; only when it holds values does it
 * load the engine (engine.ts) that puts them into the code.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {start} from './store';
import './values.css';

if (ExecutionEnvironment.canUseDOM) start();
