#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
let y = 1
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
