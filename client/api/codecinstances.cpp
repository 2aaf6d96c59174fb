// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT

// The one place the wire types' codecs are compiled (see POLYCHIP_API_WIRE_TYPES in codec.h).

#include "codec.h"

namespace polychip::api {

#define POLYCHIP_API_DEFINE_CODEC(T) POLYCHIP_API_CODEC_INSTANCES(, T)
POLYCHIP_API_WIRE_TYPES(POLYCHIP_API_DEFINE_CODEC)
#undef POLYCHIP_API_DEFINE_CODEC

} // namespace polychip::api
