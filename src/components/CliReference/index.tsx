import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock/Eager';
import Heading from '@theme/Heading';

import {
  cliCommands,
  cliEnvironment,
  cliExitCodes,
  cliFlag,
  cliFlags,
  cliName,
  type CliArgument,
  type CliCommand,
  type CliEnvironmentVariable,
  type CliExitCode,
  type CliFlag,
} from '@site/src/data/cli';
import {useSiteUrls} from '@site/src/hooks/useSiteUrls';

import styles from './styles.module.css';
import ScrollableTable from '@site/src/components/ScrollableTable';
import DataTable, {type Column} from '@site/src/components/DataTable';

/** One entry of a docs page's table of contents, as Docusaurus expects it (`value` is HTML). */
interface TocEntry {
  value: string;
  id: string;
  level: number;
}

export const commandId = (command: CliCommand): string => `${cliName}-${command.name}`;
export const flagId = (flag: CliFlag): string => `flag-${flag.name}`;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The table-of-contents entries of the headings `<CliReference />` renders, in order.
 * plugins/remark/component-toc.ts spreads them into the toc of the page that uses it.
 */
export const toc: TocEntry[] = [
  {value: 'Commands', id: 'commands', level: 2},
  ...cliCommands.map((command) => ({
    value: `<code>${cliName} ${command.name}</code>`,
    id: commandId(command),
    level: 3,
  })),
  {value: 'Flags', id: 'flags', level: 2},
  ...cliFlags.map((flag) => ({
    value: `<code>${escapeHtml(flagLabel(flag))}</code>`,
    id: flagId(flag),
    level: 3,
  })),
  {value: 'Environment variables', id: 'environment-variables', level: 2},
  {value: 'Exit codes', id: 'exit-codes', level: 2},
];

/** Renders `inline code` spans of a definition's plain-text description. */
function Text({children}: {children: string}): ReactNode {
  return children
    .split('`')
    .map((part, index) =>
      index % 2 === 1 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>,
    );
}

function flagLabel(flag: CliFlag): string {
  return flag.valueName ? `--${flag.name} ${flag.valueName}` : `--${flag.name}`;
}

function FlagDefault({flag}: {flag: CliFlag}): ReactNode {
  const urls = useSiteUrls();
  if (flag.defaultUrl) return <code>{urls[flag.defaultUrl]}</code>;
  if (flag.default === undefined) return <span className={styles.none}>none</span>;
  return <code>{String(flag.default)}</code>;
}

const argumentColumns: Column<CliArgument>[] = [
  {title: 'Argument', cell: (argument) => <code>{argument.name}</code>},
  {title: 'Required', cell: (argument) => (argument.required ? 'yes' : 'no')},
  {
    title: 'Description',
    cell: (argument) => (
      <>
        <Text>{argument.description}</Text>
        {argument.choices && (
          <>
            {' '}
            One of{' '}
            {argument.choices.map((choice, index) => (
              <Fragment key={choice}>
                {index > 0 && ', '}
                <code>{choice}</code>
              </Fragment>
            ))}
            .
          </>
        )}
      </>
    ),
  },
];

const envColumns: Column<CliEnvironmentVariable>[] = [
  {title: 'Variable', cell: (variable) => <code>{variable.name}</code>},
  {
    title: 'Flag',
    cell: (variable) => (
      <Link to={`#${flagId(cliFlag(variable.flag))}`}>
        <code>--{variable.flag}</code>
      </Link>
    ),
  },
  {title: 'Description', cell: (variable) => <Text>{variable.description}</Text>},
];

const exitColumns: Column<CliExitCode>[] = [
  {title: 'Code', cell: (exit) => <code>{exit.code}</code>},
  {title: 'Meaning', cell: (exit) => exit.meaning},
  {title: 'What to check', cell: (exit) => <Text>{exit.action}</Text>},
];

function CommandSection({command}: {command: CliCommand}): ReactNode {
  return (
    <section className={styles.command} data-command={command.name}>
      <Heading as="h3" id={commandId(command)}>
        <code>
          {cliName} {command.name}
        </code>
      </Heading>
      <p>
        <Text>{command.summary}</Text>
      </p>
      <CodeBlock language="text">{command.usage}</CodeBlock>
      <p>
        <Text>{command.description}</Text>
      </p>
      {command.arguments.length > 0 && (
        <ScrollableTable label={`Arguments of ${cliName} ${command.name}`}>
          <DataTable
            rows={command.arguments}
            rowKey={(argument) => argument.name}
            columns={argumentColumns}
          />
        </ScrollableTable>
      )}
      <p>
        <strong>Flags:</strong>{' '}
        {command.flags.length === 0
          ? 'none.'
          : command.flags.map((name, index) => {
              const flag = cliFlag(name);
              return (
                <Fragment key={name}>
                  {index > 0 && ', '}
                  <Link to={`#${flagId(flag)}`}>
                    <code>--{flag.name}</code>
                  </Link>
                </Fragment>
              );
            })}
      </p>
      <p>
        <strong>Exit status:</strong> <Text>{command.exitStatus}</Text>
      </p>
      {command.examples.map((example) => (
        <Fragment key={example.command}>
          <p className={styles.exampleTitle}>{example.description}</p>
          <CodeBlock language="bash">{example.command}</CodeBlock>
        </Fragment>
      ))}
    </section>
  );
}

function FlagEntry({flag}: {flag: CliFlag}): ReactNode {
  const usedBy = cliCommands.filter((command) => command.flags.includes(flag.name));
  const bounds = [
    flag.min !== undefined ? `at least ${flag.min}` : undefined,
    flag.max !== undefined ? `at most ${flag.max}` : undefined,
  ].filter(Boolean);
  return (
    <section className={styles.flag} data-flag={flag.name}>
      <Heading as="h3" id={flagId(flag)}>
        <code>{flagLabel(flag)}</code>
      </Heading>
      <p>
        <Text>{flag.description}</Text>
        {flag.repeatable && ' Repeatable.'}
      </p>
      <dl className={styles.facts}>
        <dt>Type</dt>
        <dd>
          <code>{flag.type}</code>
          {bounds.length > 0 && ` (${bounds.join(', ')})`}
        </dd>
        <dt>Default</dt>
        <dd>
          <FlagDefault flag={flag} />
        </dd>
        <dt>Environment variable</dt>
        <dd>{flag.env ? <code>{flag.env}</code> : <span className={styles.none}>none</span>}</dd>
        <dt>Commands</dt>
        <dd>
          {usedBy.map((command, index) => (
            <Fragment key={command.name}>
              {index > 0 && ', '}
              <Link to={`#${commandId(command)}`}>
                <code>
                  {cliName} {command.name}
                </code>
              </Link>
            </Fragment>
          ))}
        </dd>
      </dl>
    </section>
  );
}

/** The whole CLI reference, generated from `src/data/cli.ts`. */
export default function CliReference(): ReactNode {
  return (
    <div className={styles.reference}>
      <Heading as="h2" id="commands">
        Commands
      </Heading>
      {cliCommands.map((command) => (
        <CommandSection key={command.name} command={command} />
      ))}

      <Heading as="h2" id="flags">
        Flags
      </Heading>
      <p>
        A flag given on the command line wins over its environment variable, which wins over the
        default.
      </p>
      {cliFlags.map((flag) => (
        <FlagEntry key={flag.name} flag={flag} />
      ))}

      <Heading as="h2" id="environment-variables">
        Environment variables
      </Heading>
      <ScrollableTable label="Environment variables">
        <DataTable
          rows={cliEnvironment}
          rowKey={(variable) => variable.name}
          columns={envColumns}
        />
      </ScrollableTable>

      <Heading as="h2" id="exit-codes">
        Exit codes
      </Heading>
      <p>
        <code>{cliName} ping</code> and <code>{cliName} doctor</code> return these codes.{' '}
        <code>{cliName} run</code> returns the exit code of the command it wraps, so your scheduler
        sees the job&apos;s own result.
      </p>
      <ScrollableTable label="Exit codes">
        <DataTable rows={cliExitCodes} rowKey={(exit) => exit.code} columns={exitColumns} />
      </ScrollableTable>
    </div>
  );
}
