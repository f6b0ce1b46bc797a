package main

import (
	"context"
	"fmt"
	"runtime/debug"
)

// runVersion prints the module version and the VCS revision the binary was
// built from, as the Go toolchain recorded them (runtime/debug.BuildInfo).
func runVersion(_ context.Context, e env, args []string) error {
	fs := newFlagSet(e, "version")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if err := noArgs(fs); err != nil {
		return err
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		fmt.Fprintln(e.stdout, "burrow (no build information)")
		return nil
	}
	fmt.Fprintln(e.stdout, versionText(info))
	return nil
}

// versionText formats what `burrow version` prints from the build info.
func versionText(info *debug.BuildInfo) string {
	settings := map[string]string{}
	for _, s := range info.Settings {
		settings[s.Key] = s.Value
	}
	version := info.Main.Version
	if version == "" {
		version = "(devel)"
	}
	text := "burrow " + version
	if rev := settings["vcs.revision"]; rev != "" {
		text += "\ncommit " + rev
		if settings["vcs.modified"] == "true" {
			text += " (modified)"
		}
		if t := settings["vcs.time"]; t != "" {
			text += "\ncommitted " + t
		}
	}
	text += "\n" + info.GoVersion + " " + settings["GOOS"] + "/" + settings["GOARCH"]
	return text
}
