package main

// Placeholders replaced as the subcommands land (each in its own file).
