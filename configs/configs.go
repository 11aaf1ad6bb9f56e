// Package configs embeds the default training configurations, so that
// `edagym train` works without a file.
package configs

import _ "embed"

// PPOOrkIsland is configs/ppo-orkisland.yaml.
//
//go:embed ppo-orkisland.yaml
var PPOOrkIsland []byte

// Default is the config `edagym train` uses without --config.
var Default = PPOOrkIsland
