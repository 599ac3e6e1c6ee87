"""One module per `traindiag` subcommand (discovered by `interfaces/cli.py`)."""
