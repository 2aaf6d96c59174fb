// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "handlerkit.h"

namespace polychip::sim {

std::map<std::string_view, Handler> handlers()
{
    // One file per area of the API; each adds the operations it answers.
    Handlers h;
    addCatalogRoutes(h);
    addInstanceRoutes(h);
    addStorageRoutes(h);
    addBillingRoutes(h);
    addOrgRoutes(h);
    addSimulatorRoutes(h);
    addStreamHandlers(h);
    return h;
}

} // namespace polychip::sim
