/**
 * What a headless combobox library adds to the navbar box's chunk, in gzip bytes: the measure
 * behind the choice in decisions/0003-search-owned-by-the-site.md. Not part of the build or the tests.
 *
 *   node plugins/search/bench/combobox-bytes.mjs
 *
 * Installs each candidate at an exact version into a temporary folder (npm registry, scripts
 * off), bundles the smallest working combobox each allows (an input, a listbox and its options,
 * written the way its documentation shows) with Rspack in production mode, as the site's build
 * bundles it (tree shaking, minifier), React left out as the page already has it, and prints the
 * bundle's size raw and gzip -9.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const require = createRequire(import.meta.url);
const {rspack} = require('@rspack/core');
const react = require('react/package.json').version;

const items = `const items = [{url: '/a', title: 'A'}, {url: '/b', title: 'B'}];`;

/** Each candidate: the packages it needs and a combobox written with it. */
const candidates = {
  'downshift 9.5.0 (useCombobox)': {
    packages: ['downshift@9.5.0'],
    source: `import {useCombobox} from 'downshift';
${items}
export function Box() {
  const {isOpen, getInputProps, getMenuProps, getItemProps, highlightedIndex} = useCombobox({
    items, itemToString: (item) => (item ? item.title : ''),
  });
  return (<div><input {...getInputProps()} /><ul {...getMenuProps()}>{isOpen && items.map((item, index) =>
    <li key={item.url} data-on={highlightedIndex === index} {...getItemProps({item, index})}>{item.title}</li>)}</ul></div>);
}`,
  },
  '@ariakit/react 0.4.40 (Combobox, ComboboxList)': {
    packages: ['@ariakit/react@0.4.40'],
    source: `import {Combobox, ComboboxItem, ComboboxList, ComboboxProvider} from '@ariakit/react';
${items}
export function Box() {
  return (<ComboboxProvider><Combobox /><ComboboxList>{items.map((item) =>
    <ComboboxItem key={item.url} value={item.title} />)}</ComboboxList></ComboboxProvider>);
}`,
  },
  'react-aria 3.53.1 + react-stately (useComboBox, useListBox, useOption)': {
    packages: ['react-aria@3.53.1', 'react-stately'],
    source: `import {useRef} from 'react';
import {useComboBox, useListBox, useOption, useFilter} from 'react-aria';
import {Item, useComboBoxState} from 'react-stately';
${items}
function Option({item, state}) {
  const ref = useRef(null);
  const {optionProps} = useOption({key: item.key}, state, ref);
  return <li {...optionProps} ref={ref}>{item.rendered}</li>;
}
function List(props) {
  const ref = props.listBoxRef;
  const {listBoxProps} = useListBox(props, props.state, ref);
  return <ul {...listBoxProps} ref={ref}>{[...props.state.collection].map((item) =>
    <Option key={item.key} item={item} state={props.state} />)}</ul>;
}
export function Box() {
  const {contains} = useFilter({sensitivity: 'base'});
  const state = useComboBoxState({defaultItems: items, defaultFilter: contains, label: 'Search',
    children: (item) => <Item key={item.url}>{item.title}</Item>});
  const inputRef = useRef(null), listBoxRef = useRef(null), popoverRef = useRef(null);
  const {inputProps, listBoxProps} = useComboBox({label: 'Search', inputRef, listBoxRef, popoverRef}, state);
  return (<div><input {...inputProps} ref={inputRef} />{state.isOpen &&
    <div ref={popoverRef}><List {...listBoxProps} listBoxRef={listBoxRef} state={state} /></div>}</div>);
}`,
  },
  '@headlessui/react 2.2.10 (Combobox)': {
    packages: ['@headlessui/react@2.2.10'],
    source: `import {Combobox, ComboboxInput, ComboboxOption, ComboboxOptions} from '@headlessui/react';
${items}
export function Box() {
  return (<Combobox onChange={() => {}}><ComboboxInput displayValue={(item) => item?.title ?? ''} />
    <ComboboxOptions static>{items.map((item) => <ComboboxOption key={item.url} value={item}>{item.title}</ComboboxOption>)}</ComboboxOptions></Combobox>);
}`,
  },
};

/** The entry bundled by Rspack in production mode, React external: the output's bytes. */
function bundle(dir, entry) {
  const out = path.join(dir, 'out');
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry,
    output: {path: out, filename: 'bundle.mjs', library: {type: 'module'}},
    experiments: {outputModule: true},
    externals: {react: 'react', 'react-dom': 'react-dom', 'react/jsx-runtime': 'react/jsx-runtime'},
    externalsType: 'module',
    resolve: {extensions: ['.js', '.jsx', '.mjs']},
    module: {
      rules: [
        {
          test: /\.jsx$/,
          use: {
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: {syntax: 'ecmascript', jsx: true},
                transform: {react: {runtime: 'automatic'}},
              },
            },
          },
        },
      ],
    },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats.hasErrors()) {
        reject(error ?? new Error(stats.toString({all: false, errors: true})));
        return;
      }
      compiler.close(() => resolve(readFileSync(path.join(out, 'bundle.mjs'))));
    }),
  );
}

const dir = mkdtempSync(path.join(tmpdir(), 'combobox-bytes-'));
try {
  writeFileSync(path.join(dir, 'package.json'), '{"private": true}');
  const all = Object.values(candidates).flatMap((candidate) => candidate.packages);
  execFileSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--silent',
      `react@${react}`,
      `react-dom@${react}`,
      ...all,
    ],
    {cwd: dir, stdio: 'inherit'},
  );
  console.log(`Gzip -9 bytes of each combobox, React ${react} left out:`);
  for (const [name, {source}] of Object.entries(candidates)) {
    const entry = path.join(dir, 'entry.jsx');
    writeFileSync(entry, source);
    const code = await bundle(dir, entry);
    const gzip = gzipSync(code, {level: 9}).length;
    console.log(
      `  ${name.padEnd(70)} ${(code.length / 1024).toFixed(1).padStart(6)} KiB raw  ${(gzip / 1024).toFixed(1).padStart(5)} KiB gzip`,
    );
  }
} finally {
  rmSync(dir, {recursive: true, force: true});
}
