import BMIKit
