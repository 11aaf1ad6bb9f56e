// Package all links every game, its players and its exporter (if it has
// one) into a binary: import it for its side effects. Adding a game adds
// its imports here and nothing elsewhere.
package all

import (
	_ "github.com/edagym/edagym/agents/dominator"
	_ "github.com/edagym/edagym/agents/madmax"
	_ "github.com/edagym/edagym/agents/moria"
	_ "github.com/edagym/edagym/agents/orkisland"
	_ "github.com/edagym/edagym/cxx/dominator" // the cxx:SOURCE players' APIs
	_ "github.com/edagym/edagym/cxx/madmax"
	_ "github.com/edagym/edagym/cxx/moria"
	_ "github.com/edagym/edagym/cxx/orkisland"
	_ "github.com/edagym/edagym/env/dominator"
	_ "github.com/edagym/edagym/env/madmax"
	_ "github.com/edagym/edagym/env/moria"
	_ "github.com/edagym/edagym/env/orkisland"
	_ "github.com/edagym/edagym/export/dominator"
	_ "github.com/edagym/edagym/export/madmax"
	_ "github.com/edagym/edagym/export/moria"
	_ "github.com/edagym/edagym/export/orkisland"
	_ "github.com/edagym/edagym/policies" // the nn:CHECKPOINT players
)
