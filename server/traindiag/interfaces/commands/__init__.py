"""One module per `traindiag` subcommand (discovered by `interfaces/cli.py`)."""

# The same flag, with the same meaning, in every command that reads a log.
LOG_FORMAT_HELP = "force the log reader by its id, e.g. hf, lightning, csv, tensorboard (default: detected)"
