// The functions of bmikit.h are defined in Swift (Sources/BMIKitC); this file lets the
// header be compiled with every build.
#include "bmikit.h"
